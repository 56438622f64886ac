import { asc, eq } from 'drizzle-orm';
import { companies, enrollments, openings } from '@/db/schema';
import type { Context } from '@/server/context';

/** The companies of the session's placements, for the office table's company filter. */
export async function listAgreementCompanies({
  ctx,
  sessionId,
}: {
  ctx: Context;
  sessionId: number;
}): Promise<{ companyId: number; companyName: string }[]> {
  return ctx.db
    .selectDistinct({ companyId: companies.companyId, companyName: companies.companyNameTh })
    .from(enrollments)
    .innerJoin(openings, eq(openings.openingId, enrollments.assignedOpeningId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .where(eq(enrollments.sessionId, sessionId))
    .orderBy(asc(companies.companyNameTh));
}
