import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import { currentRoundOfGroup } from '@/db/current-round';
import { enrollments, openings, rounds, sessionGroups, sessions, studentRankingSubmissions } from '@/db/schema';
import { studentRankingBlock, type RankingBlock } from '@/lib/student-ranking-gate';
import { visibleToStudentsCondition } from '@/server/openings';
import { assertBeforeDeadline } from '@/server/deadlines';
import { ConflictError, NotFoundError } from '@/server/errors';

/** Everything the ranking rules of one student in one session need: the enrollment, the limits and the current round's dates. */
export type StudentRankingWindow = {
  sessionId: number;
  studentId: string;
  enrollmentStatus: typeof enrollments.$inferSelect.status;
  assignedOpeningId: number | null;
  currentRound: number;
  isMatchingInitiated: boolean;
  minimumApplicationPerStudent: number;
  maximumApplicationPerStudent: number;
  minimumUniqueCompanyCountPerStudent: number;
  openingAnnouncementDate: Date | null;
  studentRankingDeadline: Date | null;
  reorderRankingDeadline: Date | null;
  cancelRankingDeadline: Date | null;
  resultAnnouncementDate: Date | null;
  /** Of the `visibleAmong` openings asked about, those a student of the session may see (published in it). */
  visibleOpeningIds: number[];
};

/**
 * The window of `studentId` in `sessionId`, or 404 when the student is not enrolled (other sessions stay
 * invisible). With `lock`, the enrollment row is locked until the transaction ends, so two submissions
 * of the same student (two tabs, a double click) run one after the other and the second sees the first.
 * With `visibleAmong`, the same statement also tells which of those openings are published in the session.
 */
export async function loadStudentRankingWindow({
  db,
  studentId,
  sessionId,
  lock = false,
  visibleAmong = [],
}: {
  db: Executor;
  studentId: string;
  sessionId: number;
  lock?: boolean;
  visibleAmong?: number[];
}): Promise<StudentRankingWindow> {
  const query = db
    .select({
      enrollmentStatus: enrollments.status,
      assignedOpeningId: enrollments.assignedOpeningId,
      currentRound: sessionGroups.currentRound,
      isMatchingInitiated: sessions.isMatchingInitiated,
      minimumApplicationPerStudent: sessions.minimumApplicationPerStudent,
      maximumApplicationPerStudent: sessions.maximumApplicationPerStudent,
      minimumUniqueCompanyCountPerStudent: sessions.minimumUniqueCompanyCountPerStudent,
      openingAnnouncementDate: rounds.openingAnnouncementDate,
      studentRankingDeadline: rounds.studentRankingDeadline,
      reorderRankingDeadline: rounds.reorderRankingDeadline,
      cancelRankingDeadline: rounds.cancelRankingDeadline,
      resultAnnouncementDate: rounds.resultAnnouncementDate,
      visibleOpeningIds:
        visibleAmong.length === 0
          ? sql<number[]>`'{}'::int[]`
          : sql<
              number[]
            >`array(select ${openings.openingId} from ${openings} where ${and(inArray(openings.openingId, visibleAmong), visibleToStudentsCondition(sessionId))})`,
    })
    .from(enrollments)
    .innerJoin(sessions, eq(sessions.sessionId, enrollments.sessionId))
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .leftJoin(rounds, currentRoundOfGroup)
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: enrollments }) : await query;
  if (!row) throw new NotFoundError('Session not found');
  return { sessionId, studentId, ...row, visibleOpeningIds: (row.visibleOpeningIds ?? []).map(Number) };
}

/** The one submit rule (src/lib/student-ranking-gate.ts) applied to a loaded window. */
export function studentRankingBlockOf({
  window,
  isSubmitted,
  now,
}: {
  window: StudentRankingWindow;
  isSubmitted: boolean;
  now: Date;
}): RankingBlock | null {
  return studentRankingBlock({
    hasAssignedOpening: window.assignedOpeningId !== null,
    isSubmitted,
    isProfileIncomplete: window.enrollmentStatus === 'PROFILE_EDIT_PENDING',
    openingAnnouncementDate: window.openingAnnouncementDate,
    studentRankingDeadline: window.studentRankingDeadline,
    isMatchingInitiated: window.isMatchingInitiated,
    now,
  });
}

/** The round in the path must be one the session has reached: 1 … currentRound. */
export function assertReachedRound({ window, round }: { window: Pick<StudentRankingWindow, 'currentRound'>; round: number }): void {
  if (round < 1 || round > window.currentRound) throw new NotFoundError(`Round ${round} not found`);
}

export type RankingAction = typeof studentRankingSubmissions.$inferSelect.action;

/** The student's latest ranking action of a round (null: none), as a scalar subquery to select beside other reads. */
export function latestActionSql({
  sessionId,
  round,
  studentId,
}: {
  sessionId: number;
  round: number;
  studentId: string;
}): SQL<RankingAction | null> {
  return sql<RankingAction | null>`(select ${studentRankingSubmissions.action} from ${studentRankingSubmissions}
    where ${and(
      eq(studentRankingSubmissions.sessionId, sessionId),
      eq(studentRankingSubmissions.round, round),
      eq(studentRankingSubmissions.studentId, studentId),
    )}
    order by ${desc(studentRankingSubmissions.submissionId)} limit 1)`;
}

/** The student's latest ranking action of a round, or null when there is none. */
export async function latestStudentAction({
  db,
  ...of
}: {
  db: Executor;
  sessionId: number;
  round: number;
  studentId: string;
}): Promise<RankingAction | null> {
  const [row] = await rowsOf<{ action: RankingAction | null }>(db, sql`select ${latestActionSql(of)} as action`);
  return row?.action ?? null;
}

/** Submitted and not unsubmitted by an admin since: the ranking stands for the round. */
export function isStanding(latestAction: RankingAction | null): boolean {
  return latestAction !== null && latestAction !== 'UNSUBMIT';
}

/** What a student does until a deadline: the English name for "not offered", the Thai one for the deadline's message. */
export const RANKING_ACTIONS = {
  submit: { name: 'Submit a ranking', thai: 'ส่งอันดับ' },
  reorder: { name: 'Reorder a ranking', thai: 'เปลี่ยนลำดับ' },
  cancel: { name: 'Cancel an application', thai: 'ยกเลิกการสมัคร' },
} as const;

/**
 * A null deadline means the action is not offered that round (409); otherwise the one deadline rule
 * (src/server/deadlines.ts): allowed while now < deadline, 409 naming the deadline once it has passed.
 */
export function assertRankingDeadline({
  deadline,
  now,
  action,
  round,
}: {
  deadline: Date | null;
  now: Date;
  action: keyof typeof RANKING_ACTIONS;
  round: number;
}): void {
  const { name, thai } = RANKING_ACTIONS[action];
  if (deadline === null) throw new ConflictError(`${name} is not offered in round ${round}`);
  assertBeforeDeadline({ deadline, now, what: `${thai}ของรอบที่ ${round}` });
}

/** After the matching of the round has run, the applications it used are frozen until an admin undoes it. */
export function assertMatchingNotRun(window: StudentRankingWindow): void {
  if (window.isMatchingInitiated)
    throw new ConflictError(`The matching of round ${window.currentRound} has already run; ask an admin to undo it first`);
}
