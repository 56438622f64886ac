import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { perDatabase } from '@/db/per-database';
import { currentRoundOfGroup } from '@/db/current-round';
import { bookmarks, enrollments, rounds, sessionGroups, sessions, studentRankingDraftItems } from '@/db/schema';
import type { StudentOpeningView } from '@/lib/openings';
import { deferredLoginValues, liveLoginByTokenHash, loginFields } from '@/server/auth';
import type { SignedInContext, StudentActor } from '@/server/context';
import { catalogueVersion, type CatalogueEntry } from './opening-catalogue';
import { quotaState } from './opening-view';

/**
 * What a student's list or detail needs of the database besides the catalogue, in one round trip: the enrollment
 * and the current round's dates (no row: not enrolled), the catalogue's version, the search lower-cased by the
 * database, the student's bookmarks and how many drafts hold each of the given openings (or, for the bookmarked
 * list, each bookmarked one). Built once per database handle and run as a named prepared statement: on the
 * deadline hour's hottest path, building and planning the SQL anew costs more than running it. A request whose
 * route defers its login (`DeferredLoginContext`) reads the login in the same statement, for the login's student.
 */
function windowFields(studentId: SQL | SQL.Aliased | Placeholder) {
  const bookmarkedIds = sql`array(select ${bookmarks.openingId} from ${bookmarks} where ${bookmarks.studentId} = ${studentId})`;
  const countedIds = sql`case when ${sql.placeholder('onlyBookmarked')}::boolean then ${bookmarkedIds} else ${sql.placeholder('openingIds')}::int[] end`;
  return {
    currentRound: sessionGroups.currentRound,
    openingAnnouncementDate: rounds.openingAnnouncementDate,
    studentRankingDeadline: rounds.studentRankingDeadline,
    resultAnnouncementDate: rounds.resultAnnouncementDate,
    version: catalogueVersion,
    pattern: sql<string | null>`lower(${sql.placeholder('search')}::text)`,
    bookmarkedIds: sql<number[]>`${bookmarkedIds}`,
    draftCounts: sql<Record<string, number> | null>`(select json_object_agg(counted.opening_id, counted.total) from (
      select ${studentRankingDraftItems.openingId} as opening_id, count(*)::int as total from ${studentRankingDraftItems}
      where ${studentRankingDraftItems.openingId} = any(${countedIds}) group by ${studentRankingDraftItems.openingId}) counted)`,
  };
}

function build(db: Database) {
  const studentId = sql.placeholder('studentId');
  const enrolledIn = (student: SQL | SQL.Aliased | Placeholder) =>
    and(eq(enrollments.sessionId, sql.placeholder('sessionId')), eq(enrollments.studentId, sql`${student}`));
  const { touched, login } = liveLoginByTokenHash(db);
  return {
    window: db
      .select(windowFields(studentId))
      .from(enrollments)
      .innerJoin(sessions, eq(sessions.sessionId, enrollments.sessionId))
      .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
      .leftJoin(rounds, currentRoundOfGroup)
      .where(enrolledIn(studentId))
      .limit(1)
      .prepare('student_opening_window'),
    // The live login (no row: none), and the window of its student when enrolled (currentRound null: not enrolled).
    windowWithLogin: db
      .with(touched, login)
      .select({ login: loginFields(login), window: windowFields(login.studentId) })
      .from(login)
      .leftJoin(enrollments, enrolledIn(login.studentId))
      .leftJoin(sessions, eq(sessions.sessionId, enrollments.sessionId))
      .leftJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
      .leftJoin(rounds, currentRoundOfGroup)
      .prepare('student_opening_window_with_login'),
    draftCounts: db
      .select({ openingId: studentRankingDraftItems.openingId, total: sql<number>`count(*)::int` })
      .from(studentRankingDraftItems)
      .where(sql`${studentRankingDraftItems.openingId} = any(${sql.placeholder('openingIds')}::int[])`)
      .groupBy(studentRankingDraftItems.openingId)
      .prepare('student_opening_draft_counts'),
  };
}

const statementsOf = perDatabase(build);

export type StudentOpeningWindow = {
  currentRound: number;
  openingAnnouncementDate: Date | null;
  studentRankingDeadline: Date | null;
  resultAnnouncementDate: Date | null;
  version: bigint;
  /** lower(search) as the database lower-cases it, so it means exactly what it means in the stored texts. */
  pattern: string | null;
  bookmarkedIds: ReadonlySet<number>;
  /** Draft counts of the openings asked about (absent: none of them counted, or 0 when it was asked about). */
  draftCounts: ReadonlyMap<number, number>;
  /** The openings whose draft counts were read. */
  countedIds: ReadonlySet<number>;
};

type WindowRow = {
  currentRound: number | null;
  openingAnnouncementDate: Date | null;
  studentRankingDeadline: Date | null;
  resultAnnouncementDate: Date | null;
  version: bigint | string | number;
  pattern: string | null;
  bookmarkedIds: number[] | null;
  draftCounts: Record<string, number> | null;
};

/**
 * Who is asking (settling a deferred login) and their window on the session with the counts of `openingIds` (or of
 * the bookmarked ones); the window is null when the student is not enrolled.
 */
export async function readStudentOpeningWindow({
  ctx,
  sessionId,
  search,
  openingIds,
  onlyBookmarked,
}: {
  ctx: SignedInContext<'student'>;
  sessionId: number;
  search: string | undefined;
  openingIds: number[];
  onlyBookmarked: boolean;
}): Promise<{ actor: StudentActor; window: StudentOpeningWindow | null }> {
  const statements = statementsOf(ctx.db);
  const values = { sessionId, search: search ?? null, openingIds, onlyBookmarked };
  const windowOf = (row: WindowRow | undefined) => (row && row.currentRound !== null ? toWindow(row, openingIds, onlyBookmarked) : null);
  if ('deferredLogin' in ctx) {
    const [row] = await statements.windowWithLogin.execute({ ...values, ...deferredLoginValues(ctx.deferredLogin) });
    const actor = await ctx.deferredLogin.settle(row?.login);
    // The window was read for the login's own student; an admin acting as a student reads the one of that student.
    if (row && !actor.assumedBy && actor.studentId === row.login.studentId) return { actor, window: windowOf(row.window) };
    const [own] = await statements.window.execute({ ...values, studentId: actor.studentId });
    return { actor, window: windowOf(own) };
  }
  const [row] = await statements.window.execute({ ...values, studentId: ctx.actor.studentId });
  return { actor: ctx.actor, window: windowOf(row) };
}

function toWindow(row: WindowRow, openingIds: number[], onlyBookmarked: boolean): StudentOpeningWindow {
  const bookmarkedIds = new Set((row.bookmarkedIds ?? []).map(Number));
  const draftCounts = new Map(Object.entries(row.draftCounts ?? {}).map(([openingId, total]) => [Number(openingId), Number(total)]));
  return {
    currentRound: row.currentRound ?? 0,
    openingAnnouncementDate: row.openingAnnouncementDate,
    studentRankingDeadline: row.studentRankingDeadline,
    resultAnnouncementDate: row.resultAnnouncementDate,
    version: BigInt(row.version),
    pattern: row.pattern,
    bookmarkedIds,
    draftCounts,
    countedIds: onlyBookmarked ? bookmarkedIds : new Set(openingIds),
  };
}

/** How many drafts hold each opening; the second round trip of the rare request whose page the first did not foresee. */
export async function readDraftCounts({ db, openingIds }: { db: Database; openingIds: number[] }): Promise<Map<number, number>> {
  const rows = await statementsOf(db).draftCounts.execute({ openingIds });
  return new Map(rows.map((row) => [row.openingId, Number(row.total)]));
}

/** What a student's view of an opening adds to the catalogue's stored view: the quota's state now, the draft count, the bookmark. */
export type StudentViewState = Pick<
  StudentOpeningView,
  'remainingQuota' | 'isAcceptingApplication' | 'inStudentDraftCount' | 'isBookmarked'
>;

export function studentViewStateOf({
  entry,
  window,
  draftCounts,
  now,
}: {
  entry: CatalogueEntry;
  window: StudentOpeningWindow;
  draftCounts: ReadonlyMap<number, number>;
  now: Date;
}): StudentViewState {
  return {
    ...quotaState({
      quota: entry.quota,
      status: entry.status,
      matchedCount: entry.matchedCount,
      currentRoundMatchedCount: entry.matchedByRound.get(window.currentRound) ?? 0,
      resultAnnouncementDate: window.resultAnnouncementDate,
      studentRankingDeadline: window.studentRankingDeadline,
      now,
      audience: 'public',
    }),
    inStudentDraftCount: draftCounts.get(entry.openingId) ?? 0,
    isBookmarked: window.bookmarkedIds.has(entry.openingId),
  };
}
