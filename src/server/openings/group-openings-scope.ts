import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/db/client';
import { openings, sessionGroups, sessions } from '@/db/schema';
import { OPENING_STATUSES } from '@/lib/openings';
import { NotFoundError } from '@/server/errors';
import { idParam, integerQuery, listQuery, paginationQuery } from '@/server/validation';
import { adminOpeningConditions, type AdminOpeningFilters } from './admin-opening-scope';

/** The query of GET /api/admin/session-groups/{sessionGroupId}/openings: the one source of its filter (list, export, bulk `allMatching`). */
export const groupOpeningsQuery = paginationQuery.extend({
  status: listQuery(z.enum(OPENING_STATUSES)).optional(),
  search: z.string().max(200).optional(),
  sessionIds: listQuery(idParam).optional(),
  round: integerQuery.pipe(z.number().int().min(1)).optional(),
});

/** The group's openings under the admin's filters, or 404 for an unknown group. */
export async function groupOpeningsCondition({
  db,
  sessionGroupId,
  filters,
  now,
}: {
  db: Executor;
  sessionGroupId: number;
  filters: AdminOpeningFilters;
  now: Date;
}): Promise<SQL | undefined> {
  const [group] = await db
    .select({ sessionGroupId: sessionGroups.sessionGroupId })
    .from(sessionGroups)
    .where(eq(sessionGroups.sessionGroupId, sessionGroupId))
    .limit(1);
  if (!group) throw new NotFoundError('Session group not found');
  return and(
    sql`${openings.sessionId} in (select ${sessions.sessionId} from ${sessions} where ${sessions.sessionGroupId} = ${sessionGroupId})`,
    ...adminOpeningConditions(filters, now),
  );
}

/** The ids of every opening of the group the list's filter selects (a bulk action's `allMatching`). */
export async function matchingGroupOpeningIds({
  db,
  sessionGroupId,
  filter,
  now,
}: {
  db: Executor;
  sessionGroupId: number;
  filter: AdminOpeningFilters;
  now: Date;
}): Promise<number[]> {
  const where = await groupOpeningsCondition({ db, sessionGroupId, filters: filter, now });
  const rows = await db.select({ openingId: openings.openingId }).from(openings).where(where).orderBy(asc(openings.openingId));
  return rows.map((row) => row.openingId);
}

/** 404 unless the opening belongs to one of the group's sessions: a bulk action on a group touches only its own openings. */
export async function assertOpeningInGroup({
  db,
  sessionGroupId,
  openingId,
}: {
  db: Executor;
  sessionGroupId: number;
  openingId: number;
}): Promise<void> {
  const [inGroup] = await db
    .select({ openingId: openings.openingId })
    .from(openings)
    .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
    .where(and(eq(openings.openingId, openingId), eq(sessions.sessionGroupId, sessionGroupId)))
    .limit(1);
  if (!inGroup) throw new NotFoundError('Opening not found in this session group');
}
