import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { applications, openings } from '@/db/schema';
import type { OpeningStatus } from '@/lib/openings';
import { NotFoundError } from '@/server/errors';
import { shownOpeningStatus } from './shown-opening-status';
import { openingSearchCondition } from './student-visibility';

/** The opening's row, locked for the rest of the admin's transaction, or 404. */
export async function lockOpening({ db: tx, openingId }: { db: Executor; openingId: number }): Promise<typeof openings.$inferSelect> {
  const [opening] = await tx.select().from(openings).where(eq(openings.openingId, openingId)).for('update').limit(1);
  if (!opening) throw new NotFoundError('Opening not found');
  return opening;
}

export type AdminOpeningFilters = { status?: OpeningStatus[]; search?: string; sessionIds?: number[]; round?: number };

/**
 * The admin's filters in SQL: statuses (the shown status, the one the list displays), sessions, search (as for
 * students) and a round (openings that received applications in it).
 */
export function adminOpeningConditions(filters: AdminOpeningFilters, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status?.length) conditions.push(inArray(shownOpeningStatus(now), filters.status));
  if (filters.sessionIds?.length) conditions.push(inArray(openings.sessionId, filters.sessionIds));
  const search = filters.search?.trim();
  if (search) conditions.push(openingSearchCondition(search));
  if (filters.round !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${applications} where ${and(eq(applications.openingId, openings.openingId), eq(applications.round, filters.round))})`,
    );
  }
  return conditions;
}
