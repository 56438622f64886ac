import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { applications, enrollments, openings } from '@/db/schema';
import type { SubmittedRanking } from '@/lib/rankings';
import type { Context } from '@/server/context';
import { assertWindowOpened } from '@/server/deadlines';
import { lockSessionAgainstMatching } from '@/server/matching';
import { BadRequestError, ConflictError } from '@/server/errors';
import { acceptingApplicationCondition } from '@/server/openings';
import { auditRankingIfAssumed } from './audit-ranking-if-assumed';
import { readRanking } from './read-ranking';
import { recordStudentSubmission } from './record-student-submission';
import type { RankingOpeningsInput } from './ranking-input';
import {
  assertMatchingNotRun,
  assertRankingDeadline,
  isStanding,
  latestStudentSubmission,
  loadStudentRankingWindow,
  type StudentRankingWindow,
} from './ranking-window';

/**
 * POST /api/student/sessions/{sessionId}/ranking: the student's ordered list becomes one application
 * per opening (DOMAIN.md "Rankings and applications"). Every rule is checked inside one transaction that
 * holds the enrollment row, and the applications, the history row and the enrollment status are written
 * together. A resubmission after an admin's unsubmit re-activates the same application rows, so their
 * ids (which companies' drafts refer to) stay stable.
 */
export async function submitStudentRanking({
  ctx,
  sessionId,
  input,
}: {
  ctx: Context;
  sessionId: number;
  input: RankingOpeningsInput;
}): Promise<SubmittedRanking> {
  const studentId = ctx.actor.studentId ?? '';
  const window = await ctx.db.transaction(async (tx) => {
    // The session first (a run of it and this edit wait for each other), then the enrollment; the window read
    // after both sees a run that committed meanwhile.
    await lockSessionAgainstMatching({ db: tx, sessionId });
    const window = await loadStudentRankingWindow({ db: tx, studentId, sessionId, lock: true });
    await assertMaySubmit({ db: tx, window, now: ctx.now });
    await assertOpeningsAcceptable({ db: tx, window, openingIds: input.openingIds, now: ctx.now });
    await writeSubmission({ db: tx, window, openingIds: input.openingIds, ctx });
    return window;
  });
  // The answer reads the ranking as committed, with the window the transaction held (what a submit changes is not in it).
  return readRanking({ db: ctx.db, window, round: window.currentRound, now: ctx.now });
}

async function assertMaySubmit({ db: tx, window, now }: { db: Executor; window: StudentRankingWindow; now: Date }): Promise<void> {
  const round = window.currentRound;
  if (window.assignedOpeningId !== null) throw new ConflictError('You already have an assigned opening in this session');
  if (window.enrollmentStatus === 'PROFILE_EDIT_PENDING') throw new ConflictError('Complete your profile before you submit a ranking');
  if (window.openingAnnouncementDate === null)
    throw new ConflictError(`The openings of round ${round} are announced on a date not set yet`);
  assertWindowOpened({ opensAt: window.openingAnnouncementDate, now, what: `ส่งอันดับของรอบที่ ${round}` });
  assertRankingDeadline({ deadline: window.studentRankingDeadline, now, action: 'submit', round });
  assertMatchingNotRun(window);
  if (isStanding(await latestStudentSubmission({ db: tx, sessionId: window.sessionId, round, studentId: window.studentId }))) {
    throw new ConflictError(`You have already submitted your ranking for round ${round}`);
  }
}

/** The session's limits and that every opening accepts applications now; each refusal names the rule and the numbers. */
async function assertOpeningsAcceptable({
  db: tx,
  window,
  openingIds,
  now,
}: {
  db: Executor;
  window: StudentRankingWindow;
  openingIds: number[];
  now: Date;
}): Promise<void> {
  const count = openingIds.length;
  const {
    minimumApplicationPerStudent: minimum,
    maximumApplicationPerStudent: maximum,
    minimumUniqueCompanyCountPerStudent: minimumCompanies,
  } = window;
  if (count < minimum) throw new BadRequestError(`Apply to at least ${minimum} openings in this session; your ranking has ${count}`);
  if (count > maximum) throw new BadRequestError(`Apply to at most ${maximum} openings in this session; your ranking has ${count}`);

  const accepting = await tx
    .select({ openingId: openings.openingId, companyId: openings.companyId })
    .from(openings)
    .where(
      and(
        inArray(openings.openingId, openingIds),
        eq(openings.sessionId, window.sessionId),
        acceptingApplicationCondition({ ...window, isAnnounced: true }, now),
      ),
    );
  const acceptingIds = new Set(accepting.map((row) => row.openingId));
  const refused = openingIds.filter((openingId) => !acceptingIds.has(openingId));
  if (refused.length > 0) {
    throw new BadRequestError(
      `${refused.length === 1 ? 'Opening' : 'Openings'} ${refused.join(', ')} ${refused.length === 1 ? 'is' : 'are'} not accepting applications in this session`,
      { openingIds: refused },
    );
  }
  const companyCount = new Set(accepting.map((row) => row.companyId)).size;
  if (companyCount < minimumCompanies) {
    throw new BadRequestError(`Choose openings of at least ${minimumCompanies} different companies; your ranking has ${companyCount}`);
  }
}

async function writeSubmission({
  db: tx,
  window,
  openingIds,
  ctx,
}: {
  db: Executor;
  window: StudentRankingWindow;
  openingIds: number[];
  ctx: Context;
}): Promise<void> {
  const { sessionId, studentId, currentRound: round } = window;
  await tx
    .insert(applications)
    .values(openingIds.map((openingId, index) => ({ sessionId, round, studentId, openingId, studentPreferenceRank: index + 1 })))
    .onConflictDoUpdate({
      target: [applications.sessionId, applications.round, applications.studentId, applications.openingId],
      set: { status: 'ACTIVE', studentPreferenceRank: sql`excluded.student_preference_rank`, updatedAt: ctx.now },
    });
  await recordStudentSubmission({
    db: tx,
    sessionId,
    round,
    studentId,
    action: 'SUBMIT',
    openingIds,
    by: ctx.actor.signedInPlatformUid,
    at: ctx.now,
  });
  await tx
    .update(enrollments)
    .set({ status: 'RANKING_SUBMITTED', updatedAt: ctx.now })
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
  await auditRankingIfAssumed({ db: tx, ctx, action: 'ranking.submit', details: { sessionId, round, openingIds } });
}
