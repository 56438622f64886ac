import type { Executor } from '@/db/client';
import { studentRankingSubmissionItems, studentRankingSubmissions } from '@/db/schema';
import { notifyStudentRankingChange } from '@/server/notifications';

/** One history row with the list as it stands after the action (for UNSUBMIT: empty). History is only ever appended. */
export async function recordStudentSubmission({
  db: tx,
  ...entry
}: {
  db: Executor;
  sessionId: number;
  round: number;
  studentId: string;
  action: 'SUBMIT' | 'REORDER' | 'CANCEL' | 'UNSUBMIT';
  openingIds: number[];
  by: string | null;
  at: Date;
}): Promise<void> {
  const [submission] = await tx
    .insert(studentRankingSubmissions)
    .values({
      sessionId: entry.sessionId,
      round: entry.round,
      studentId: entry.studentId,
      action: entry.action,
      submittedAt: entry.at,
      submittedByPlatformUid: entry.by,
    })
    .returning({ submissionId: studentRankingSubmissions.submissionId });
  if (entry.openingIds.length > 0) {
    await tx
      .insert(studentRankingSubmissionItems)
      .values(entry.openingIds.map((openingId, index) => ({ submissionId: submission.submissionId, position: index + 1, openingId })));
  }
  // The receipt (or the news of an admin's unsubmit) commits with the history row it describes: the outbox.
  await notifyStudentRankingChange({
    db: tx,
    now: entry.at,
    change: {
      submissionId: submission.submissionId,
      sessionId: entry.sessionId,
      round: entry.round,
      studentId: entry.studentId,
      action: entry.action,
    },
  });
}
