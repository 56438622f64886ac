import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { applications, openings } from '@/db/schema';
import type { CompanyContext } from '@/server/context';
import { paginationQuery, toList, type List } from '@/server/validation';
import type { CompanySessionApplication } from '@/lib/applications';
import { currentCompanyRankings } from './application-view';
import { assertApplicationsAnnounced, loadSessionRound } from './round-scope';

export const companySessionApplicationsQuery = paginationQuery.extend({
  sortBy: z.enum(['createdAt', 'applicationsCount']).default('createdAt'),
});
export type CompanySessionApplicationsQuery = z.infer<typeof companySessionApplicationsQuery>;

export type { CompanySessionApplication };

/**
 * GET /api/sessions/{sessionId}/applications/{round}: the application statistics of each of the
 * company's openings in the session (drafts never receive applications, so they are left out).
 * `createdAt` lists the newest opening first; `applicationsCount` the most applied first. One
 * grouped query for the page plus one for the current rankings.
 */
export async function listCompanySessionApplications({
  ctx,
  sessionId,
  round,
  query,
}: {
  ctx: CompanyContext;
  sessionId: number;
  round: number;
  query: CompanySessionApplicationsQuery;
}): Promise<List<CompanySessionApplication>> {
  const companyId = ctx.actor.companyId;
  const sessionRound = await loadSessionRound({ db: ctx.db, sessionId, round });
  assertApplicationsAnnounced({ sessionRound, now: ctx.now });
  const applicationCount = sql<number>`count(${applications.applicationId})::int`;
  const scope = and(eq(openings.sessionId, sessionId), eq(openings.companyId, companyId), ne(openings.status, 'DRAFT'));
  const order =
    query.sortBy === 'applicationsCount'
      ? [desc(applicationCount), asc(openings.openingId)]
      : [desc(openings.createdAt), desc(openings.openingId)];
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        openingId: openings.openingId,
        title: openings.title,
        status: openings.status,
        quota: openings.quota,
        createdAt: openings.createdAt,
        applicationCount,
      })
      .from(openings)
      .leftJoin(
        applications,
        and(eq(applications.openingId, openings.openingId), eq(applications.round, round), eq(applications.status, 'ACTIVE')),
      )
      .where(scope)
      .groupBy(openings.openingId)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(openings)
      .where(scope),
  ]);
  const rankings = await currentCompanyRankings({ db: ctx.db, openingIds: rows.map((row) => row.openingId), round });
  const items = rows.map((row) => ({
    ...row,
    applicationCount: Number(row.applicationCount),
    session: { sessionId, title: sessionRound.sessionTitle },
    round,
    isRankingSubmitted: rankings.has(row.openingId),
    createdAt: row.createdAt.toISOString(),
    rankingSubmittedAt: rankings.get(row.openingId)?.submittedAt.toISOString() ?? null,
  }));
  return toList(items, Number(total), query);
}
