import { and, asc, eq, sql } from 'drizzle-orm';
import { applications, openings, sessions } from '@/db/schema';
import type { CompanyOpeningStatistics } from '@/lib/openings';
import type { CompanyContext } from '@/server/context';
import { assertSessionGroupExists } from './company-scope';

export type { CompanyOpeningStatistics };

/**
 * GET /api/company/me/statistics/{sessionGroupId}/openings: per opening of the company in the group,
 * its ACTIVE applications (any round). One grouped query.
 */
export async function getCompanyOpeningStatistics({
  ctx,
  sessionGroupId,
}: {
  ctx: CompanyContext;
  sessionGroupId: number;
}): Promise<CompanyOpeningStatistics[]> {
  const companyId = ctx.actor.companyId;
  await assertSessionGroupExists({ db: ctx.db, sessionGroupId });
  const rows = await ctx.db
    .select({
      openingId: openings.openingId,
      title: openings.title,
      sessionId: sessions.sessionId,
      sessionTitle: sessions.title,
      applicationCount: sql<number>`count(${applications.applicationId})::int`,
    })
    .from(openings)
    .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
    .leftJoin(applications, and(eq(applications.openingId, openings.openingId), eq(applications.status, 'ACTIVE')))
    .where(and(eq(openings.companyId, companyId), eq(sessions.sessionGroupId, sessionGroupId)))
    .groupBy(openings.openingId, sessions.sessionId)
    .orderBy(asc(sessions.sessionId), asc(openings.openingId));
  return rows.map((row) => ({
    openingId: row.openingId,
    title: row.title,
    session: { sessionId: row.sessionId, title: row.sessionTitle },
    applicationCount: Number(row.applicationCount),
  }));
}
