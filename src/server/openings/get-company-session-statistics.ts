import { and, asc, eq, sql } from 'drizzle-orm';
import { applications, openings, sessions } from '@/db/schema';
import type { CompanySessionStatistics } from '@/lib/openings';
import type { CompanyContext } from '@/server/context';
import { assertSessionGroupExists } from './company-scope';

export type { CompanySessionStatistics };

/**
 * GET /api/company/me/statistics/{sessionGroupId}/sessions: per session of the group, how many
 * ACTIVE applications (any round) the company's openings received. One grouped query.
 */
export async function getCompanySessionStatistics({
  ctx,
  sessionGroupId,
}: {
  ctx: CompanyContext;
  sessionGroupId: number;
}): Promise<CompanySessionStatistics[]> {
  const companyId = ctx.actor.companyId;
  await assertSessionGroupExists({ db: ctx.db, sessionGroupId });
  const rows = await ctx.db
    .select({
      sessionId: sessions.sessionId,
      title: sessions.title,
      applicationCount: sql<number>`count(${applications.applicationId})::int`,
    })
    .from(sessions)
    .leftJoin(openings, and(eq(openings.sessionId, sessions.sessionId), eq(openings.companyId, companyId)))
    .leftJoin(applications, and(eq(applications.openingId, openings.openingId), eq(applications.status, 'ACTIVE')))
    .where(eq(sessions.sessionGroupId, sessionGroupId))
    .groupBy(sessions.sessionId)
    .orderBy(asc(sessions.sessionId));
  return rows.map((row) => ({ ...row, applicationCount: Number(row.applicationCount) }));
}
