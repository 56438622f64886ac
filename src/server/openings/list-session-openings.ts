import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { bookmarks, enrollments, openings, rounds, sessionGroups, sessions } from '@/db/schema';
import type { StudentOpeningList } from '@/lib/openings';
import type { Context } from '@/server/context';
import { offsetOf, toList, type Pagination } from '@/server/validation';
import { NotFoundError } from '@/server/errors';
import { catalogueAtLeast, catalogueVersion, filterCatalogue } from './opening-catalogue';
import { selectStudentOpeningRows } from './opening-view';
import { visibleToStudentsCondition } from './student-visibility';
import { hasCome, isWindowOpen } from '@/server/deadlines';

export type StudentOpeningFilters = Pagination & {
  tags?: number[];
  search?: string;
  companyId?: number;
  onlyBookmarked?: boolean;
  onlyAvailablePositions?: boolean;
};

export type { StudentOpeningList };

/** Newest published first; the id keeps pages stable among openings published at the same moment. */
export const studentOpeningOrder = [sql`${openings.publishedAt} desc nulls last`, desc(openings.openingId)];

/**
 * GET /api/sessions/{sessionId}/openings: the published openings of a session the student is enrolled
 * in, from the current round's openingAnnouncementDate, filtered and paged. Two statements
 * (docs/performance.md, "Server: the deadline hour"): the first reads the enrollment and the round window, the
 * version of the openings catalogue, the search lower-cased by the database and, for onlyBookmarked, the
 * student's bookmarks; the filters, search, order and total then come from this instance's catalogue of the
 * session's visible openings at that version (rebuilt when stale); the second reads the page's views by id,
 * still under the visibility condition, so an opening withdrawn meanwhile is never shown.
 */
export async function listSessionOpenings({
  ctx,
  sessionId,
  filters,
}: {
  ctx: Context;
  sessionId: number;
  filters: StudentOpeningFilters;
}): Promise<StudentOpeningList> {
  const studentId = ctx.actor.studentId ?? '';
  const search = filters.search?.trim() || undefined;
  const [row] = await ctx.db
    .select({
      currentRound: sessionGroups.currentRound,
      openingAnnouncementDate: rounds.openingAnnouncementDate,
      studentRankingDeadline: rounds.studentRankingDeadline,
      version: catalogueVersion,
      pattern: search === undefined ? sql<null>`null` : sql<string>`lower(${search})`,
      bookmarked: filters.onlyBookmarked
        ? sql<
            string | null
          >`(select string_agg(${bookmarks.openingId}::text, ',') from ${bookmarks} where ${bookmarks.studentId} = ${studentId})`
        : sql<null>`null`,
    })
    .from(enrollments)
    .innerJoin(sessions, eq(sessions.sessionId, enrollments.sessionId))
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .leftJoin(rounds, and(eq(rounds.sessionGroupId, sessionGroups.sessionGroupId), eq(rounds.round, sessionGroups.currentRound)))
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)))
    .limit(1);
  if (!row) throw new NotFoundError('Session not found');
  const openingAnnouncementDate = row.openingAnnouncementDate?.toISOString() ?? null;
  const isAnnounced = hasCome({ date: row.openingAnnouncementDate, now: ctx.now });
  if (!isAnnounced) return { ...toList([], 0, filters), reason: 'NOT_ANNOUNCED', openingAnnouncementDate };

  const catalogue = await catalogueAtLeast({ db: ctx.db, sessionId, version: BigInt(row.version) });
  const matches = filterCatalogue(catalogue.entries, {
    tagIds: filters.tags,
    companyId: filters.companyId,
    bookmarked: filters.onlyBookmarked ? new Set((row.bookmarked ?? '').split(',').filter(Boolean).map(Number)) : undefined,
    onlyAccepting: filters.onlyAvailablePositions
      ? { isBeforeDeadline: isWindowOpen({ closesAt: row.studentRankingDeadline, now: ctx.now }) }
      : undefined,
    pattern: row.pattern ?? undefined,
  });
  const offset = offsetOf(filters);
  const pageIds = matches.slice(offset, offset + filters.limit).map((entry) => entry.openingId);
  const { views } = pageIds.length
    ? await selectStudentOpeningRows({
        db: ctx.db,
        which: and(inArray(openings.openingId, pageIds), visibleToStudentsCondition(sessionId))!,
        now: ctx.now,
        studentId,
        order: studentOpeningOrder,
      })
    : { views: [] };
  return { ...toList(views, matches.length, filters), reason: null, openingAnnouncementDate };
}
