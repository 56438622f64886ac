import { asc, eq } from 'drizzle-orm';
import { companies, enrollments } from '@/db/schema';
import type { Context } from '@/server/context';
import { placementsWhere } from './placement-rows';

/** The companies with a placement in the session, by name: the admin list's company filter. */
export async function listPlacementCompanies({
  ctx,
  sessionId,
}: {
  ctx: Context<'admin'>;
  sessionId: number;
}): Promise<{ companyId: number; companyName: string }[]> {
  return placementsWhere(
    ctx.db.selectDistinct({ companyId: companies.companyId, companyName: companies.companyNameTh }).from(enrollments).$dynamic(),
    eq(enrollments.sessionId, sessionId),
  ).orderBy(asc(companies.companyNameTh), asc(companies.companyId));
}
