import type { List } from '@/lib/list';
import { PLACEMENT_STATES, type PlacementView } from '@/lib/placements';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { containsLike } from '@/db/like-pattern';
import { companies, enrollments, openings, placementDetails, sessions, students } from '@/db/schema';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { integerQuery, offsetOf, paginationQuery, toList } from '@/server/validation';
import { countPlacements, placementAnnounced, placementState, selectPlacements, toPlacementView } from './placement-rows';

export const listPlacementsQuery = paginationQuery.extend({
  round: integerQuery.optional(),
  companyId: integerQuery.optional(),
  state: z.enum(PLACEMENT_STATES).optional(),
  /** Student id or name, opening title, company name or mentor name. */
  search: z.string().trim().max(100).optional(),
});
export type ListPlacementsQuery = z.output<typeof listPlacementsQuery>;

/**
 * GET /api/admin/sessions/{sessionId}/placements (every placement of the session, also before the announcement) and
 * GET /api/company/sessions/{sessionId}/placements (the company's own, from the announcement): a page at a time, by
 * student id, filtered by round, company, state and a search.
 */
export async function listPlacements({
  ctx,
  sessionId,
  query,
}: {
  ctx: Context<'admin' | 'company_user'>;
  sessionId: number;
  query: ListPlacementsQuery;
}): Promise<List<PlacementView>> {
  const [session] = await ctx.db.select({ sessionId: sessions.sessionId }).from(sessions).where(eq(sessions.sessionId, sessionId));
  if (!session) throw new NotFoundError('Session not found');
  const ownCompanyId = ctx.actor.role === 'company_user' ? ctx.actor.companyId : undefined;
  const pattern = query.search ? containsLike(query.search) : undefined;
  const where = and(
    eq(enrollments.sessionId, sessionId),
    ownCompanyId !== undefined ? and(eq(openings.companyId, ownCompanyId), placementAnnounced(ctx.now)) : undefined,
    query.companyId !== undefined ? eq(openings.companyId, query.companyId) : undefined,
    query.round !== undefined ? eq(enrollments.matchedRound, query.round) : undefined,
    query.state ? sql`${placementState} = ${query.state}` : undefined,
    pattern
      ? or(
          ilike(students.studentId, pattern),
          ilike(sql`concat_ws(' ', ${students.firstNameTh}, ${students.lastNameTh})`, pattern),
          ilike(sql`concat_ws(' ', ${students.firstNameEn}, ${students.lastNameEn})`, pattern),
          ilike(openings.title, pattern),
          ilike(companies.companyNameTh, pattern),
          ilike(placementDetails.mentorName, pattern),
        )
      : undefined,
  );
  const [rows, total] = await Promise.all([
    selectPlacements({ db: ctx.db, now: ctx.now, where }).orderBy(asc(enrollments.studentId)).limit(query.limit).offset(offsetOf(query)),
    countPlacements({ db: ctx.db, where }),
  ]);
  return toList(rows.map(toPlacementView), total, query);
}
