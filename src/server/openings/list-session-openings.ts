import { and, desc, eq, inArray, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import { bookmarks, openings } from '@/db/schema';
import type { List } from '@/lib/list';
import type { StudentOpeningListReason, StudentOpeningView } from '@/lib/openings';
import type { Context } from '@/server/context';
import { offsetOf, toList, type Pagination } from '@/server/validation';
import { selectStudentOpeningRows } from './opening-view';
import { acceptingApplicationCondition, anyTagCondition, openingSearchMatches, studentSessionWindow, visibleToStudentsCondition } from './student-visibility';

export type StudentOpeningFilters = Pagination & {
  tags?: number[];
  search?: string;
  companyId?: number;
  onlyBookmarked?: boolean;
  onlyAvailablePositions?: boolean;
};

/** The list plus why it is empty before any filter applies, so the screen can say "not announced yet". */
export type StudentOpeningList = List<StudentOpeningView> & { reason: StudentOpeningListReason; openingAnnouncementDate: string | null };

/** Newest published first; the id keeps pages stable among openings published at the same moment. */
export const studentOpeningOrder = [sql`${openings.publishedAt} desc nulls last`, desc(openings.openingId)];

/**
 * GET /api/sessions/{sessionId}/openings: the published openings of a session the student is enrolled
 * in, from the current round's openingAnnouncementDate, filtered and paged in SQL. After the window
 * query, ONE statement answers the page: the page's ids (read in the order of `openings_visible_newest`,
 * stopping after `limit` rows), the total as an uncorrelated count with the same conditions and no
 * ORDER BY (planned once, never sorted), and the student views of those ids.
 */
export async function listSessionOpenings(ctx: Context, sessionId: number, filters: StudentOpeningFilters): Promise<StudentOpeningList> {
  const studentId = ctx.actor.studentId ?? '';
  const window = await studentSessionWindow(ctx.db, studentId, sessionId, ctx.now);
  const openingAnnouncementDate = window.openingAnnouncementDate?.toISOString() ?? null;
  if (!window.isAnnounced) return { ...toList([], 0, filters), reason: 'NOT_ANNOUNCED', openingAnnouncementDate };

  const conditions: SQL[] = [visibleToStudentsCondition(sessionId)];
  const search = filters.search?.trim();
  if (filters.tags?.length) conditions.push(anyTagCondition(filters.tags));
  if (filters.companyId !== undefined) conditions.push(eq(openings.companyId, filters.companyId));
  if (filters.onlyBookmarked) conditions.push(sql`${openings.openingId} in (select ${bookmarks.openingId} from ${bookmarks} where ${bookmarks.studentId} = ${studentId})`);
  if (filters.onlyAvailablePositions) conditions.push(acceptingApplicationCondition(window, ctx.now));
  // The search's matches are a CTE, so the page and the count share one evaluation; the other filters
  // narrow it first (a tag or a company leaves few rows to match the text against).
  const searchMatches = search ? ctx.db.$with('search_matches', { openingId: openings.openingId }).as(openingSearchMatches(search, and(...conditions))) : undefined;
  if (searchMatches) conditions.push(sql`${openings.openingId} in (select ${searchMatches.openingId} from ${searchMatches})`);
  const matching = and(...conditions)!;

  const pageIds = ctx.db.select({ openingId: openings.openingId }).from(openings).where(matching).orderBy(...studentOpeningOrder).limit(filters.limit).offset(offsetOf(filters));
  const { views, total } = await selectStudentOpeningRows(ctx.db, inArray(openings.openingId, pageIds), {
    now: ctx.now,
    studentId,
    order: studentOpeningOrder,
    total: sql<number>`(select count(*)::int from ${openings} where ${matching})`,
    with: searchMatches ? [searchMatches] : [],
  });
  // An empty page carries no total: nothing matches on the first page, or the page is past the end.
  const totalItem = total ?? (filters.page > 1 ? await countOpenings(ctx, matching, searchMatches ? [searchMatches] : []) : 0);
  return { ...toList(views, totalItem, filters), reason: null, openingAnnouncementDate };
}

async function countOpenings(ctx: Context, matching: SQL, withList: WithSubquery[]): Promise<number> {
  const [row] = await ctx.db.with(...withList).select({ total: sql<number>`count(*)` }).from(openings).where(matching);
  return Number(row.total);
}
