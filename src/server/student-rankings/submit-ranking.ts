import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { applications, enrollments, openings, studentRankingSubmissionItems, studentRankingSubmissions } from '@/db/schema';
import type { Context } from '@/server/context';
import { assertWindowOpened } from '@/server/deadlines';
import { lockSessionAgainstMatching } from '@/server/matching';
import { BadRequestError, ConflictError } from '@/server/errors';
import { notifyStudentRankingChange } from '@/server/notifications';
import { acceptingApplicationCondition } from '@/server/openings';
import { auditRankingIfAssumed } from './audit-ranking-if-assumed';
import { getSubmittedRanking } from './get-submitted-ranking';
import type { RankingOpeningsInput } from './ranking-input';
import { assertMatchingNotRun, assertRankingDeadline, isStanding, latestStudentSubmission, loadStudentRankingWindow, type StudentRankingWindow } from './ranking-window';

/**
 * POST /api/student/sessions/{sessionId}/ranking: the student's ordered list becomes one application
 * per opening (DOMAIN.md "Rankings and applications"). Every rule is checked inside one transaction that
 * holds the enrollment row, and the applications, the history row and the enrollment status are written
 * together. A resubmission after an admin's unsubmit re-activates the same application rows, so their
 * ids (which companies' drafts refer to) stay stable.
 */
export async function submitRanking(ctx: Context, sessionId: number, input: RankingOpeningsInput) {
  const studentId = ctx.actor.studentId ?? '';
  const round = await ctx.db.transaction(async (tx) => {
    // The session first (a run of it and this edit wait for each other), then the enrollment; the window read
    // after both sees a run that committed meanwhile.
    await lockSessionAgainstMatching(tx, { sessionId });
    const window = await loadStudentRankingWindow(tx, studentId, sessionId, { lock: true });
    await assertMaySubmit(tx, window, ctx.now);
    await assertOpeningsAcceptable(tx, window, input.openingIds, ctx.now);
    await writeSubmission(tx, window, input.openingIds, ctx);
    return window.currentRound;
  });
  return getSubmittedRanking(ctx, sessionId, round);
}

async function assertMaySubmit(tx: Executor, window: StudentRankingWindow, now: Date) {
  const round = window.currentRound;
  if (window.assignedOpeningId !== null) throw new ConflictError('You already have an assigned opening in this session');
  if (window.enrollmentStatus === 'PROFILE_EDIT_PENDING') throw new ConflictError('Complete your profile before you submit a ranking');
  if (window.openingAnnouncementDate === null) throw new ConflictError(`The openings of round ${round} are announced on a date not set yet`);
  assertWindowOpened({ opensAt: window.openingAnnouncementDate, now, what: `ส่งอันดับของรอบที่ ${round}` });
  assertRankingDeadline({ deadline: window.studentRankingDeadline, now, action: 'submit', round });
  assertMatchingNotRun(window);
  if (isStanding(await latestStudentSubmission(tx, window.sessionId, round, window.studentId))) {
    throw new ConflictError(`You have already submitted your ranking for round ${round}`);
  }
}

/** The session's limits and that every opening accepts applications now; each refusal names the rule and the numbers. */
async function assertOpeningsAcceptable(tx: Executor, window: StudentRankingWindow, openingIds: number[], now: Date) {
  const count = openingIds.length;
  const { minimumApplicationPerStudent: minimum, maximumApplicationPerStudent: maximum, minimumUniqueCompanyCountPerStudent: minimumCompanies } = window;
  if (count < minimum) throw new BadRequestError(`Apply to at least ${minimum} openings in this session; your ranking has ${count}`);
  if (count > maximum) throw new BadRequestError(`Apply to at most ${maximum} openings in this session; your ranking has ${count}`);

  const accepting = await tx
    .select({ openingId: openings.openingId, companyId: openings.companyId })
    .from(openings)
    .where(and(inArray(openings.openingId, openingIds), eq(openings.sessionId, window.sessionId), acceptingApplicationCondition({ ...window, isAnnounced: true }, now)));
  const acceptingIds = new Set(accepting.map((row) => row.openingId));
  const refused = openingIds.filter((openingId) => !acceptingIds.has(openingId));
  if (refused.length > 0) {
    throw new BadRequestError(`${refused.length === 1 ? 'Opening' : 'Openings'} ${refused.join(', ')} ${refused.length === 1 ? 'is' : 'are'} not accepting applications in this session`, { openingIds: refused });
  }
  const companyCount = new Set(accepting.map((row) => row.companyId)).size;
  if (companyCount < minimumCompanies) {
    throw new BadRequestError(`Choose openings of at least ${minimumCompanies} different companies; your ranking has ${companyCount}`);
  }
}

async function writeSubmission(tx: Executor, window: StudentRankingWindow, openingIds: number[], ctx: Context) {
  const { sessionId, studentId, currentRound: round } = window;
  await tx
    .insert(applications)
    .values(openingIds.map((openingId, index) => ({ sessionId, round, studentId, openingId, studentPreferenceRank: index + 1 })))
    .onConflictDoUpdate({
      target: [applications.sessionId, applications.round, applications.studentId, applications.openingId],
      set: { status: 'ACTIVE', studentPreferenceRank: sql`excluded.student_preference_rank`, updatedAt: ctx.now },
    });
  await recordStudentSubmission(tx, { sessionId, round, studentId, action: 'SUBMIT', openingIds, by: ctx.actor.signedInPlatformUid, at: ctx.now });
  await tx.update(enrollments).set({ status: 'RANKING_SUBMITTED', updatedAt: ctx.now }).where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
  await auditRankingIfAssumed(tx, ctx, 'ranking.submit', { sessionId, round, openingIds });
}

/** One history row with the list as it stands after the action (for UNSUBMIT: empty). History is only ever appended. */
export async function recordStudentSubmission(
  tx: Executor,
  entry: { sessionId: number; round: number; studentId: string; action: 'SUBMIT' | 'REORDER' | 'CANCEL' | 'UNSUBMIT'; openingIds: number[]; by: string | null; at: Date },
) {
  const [submission] = await tx
    .insert(studentRankingSubmissions)
    .values({ sessionId: entry.sessionId, round: entry.round, studentId: entry.studentId, action: entry.action, submittedAt: entry.at, submittedByPlatformUid: entry.by })
    .returning({ submissionId: studentRankingSubmissions.submissionId });
  if (entry.openingIds.length > 0) {
    await tx.insert(studentRankingSubmissionItems).values(entry.openingIds.map((openingId, index) => ({ submissionId: submission.submissionId, position: index + 1, openingId })));
  }
  // The receipt (or the news of an admin's unsubmit) commits with the history row it describes: the outbox.
  await notifyStudentRankingChange({
    db: tx,
    now: entry.at,
    change: { submissionId: submission.submissionId, sessionId: entry.sessionId, round: entry.round, studentId: entry.studentId, action: entry.action },
  });
}
