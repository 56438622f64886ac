import type { Transaction } from '@/db/client';
import { lockSessionAgainstMatching } from '@/server/matching';
import { ConflictError } from '@/server/errors';
import { activeApplications } from './active-applications';
import { assertMatchingNotRun, assertRankingDeadline, loadStudentRankingWindow, type StudentRankingWindow } from './ranking-window';

/** The edits of a submitted ranking, each until its own deadline of the round. */
const EDITS = {
  cancel: {
    deadline: (window: StudentRankingWindow) => window.cancelRankingDeadline,
    nothingToEdit: (round: number) => `You have no submitted applications to cancel in round ${round}`,
  },
  reorder: {
    deadline: (window: StudentRankingWindow) => window.reorderRankingDeadline,
    nothingToEdit: (round: number) => `You have no submitted ranking to reorder in round ${round}`,
  },
} as const;

/**
 * What a cancel and a reorder check before they change anything, inside their transaction: the session locked
 * against a matching run, then the enrollment (a run and this edit wait for each other, and the window read after
 * both sees a run that committed meanwhile); 409 without active applications in the round, past the edit's
 * deadline, or once the round's matching has run.
 */
export async function beginSubmittedRankingEdit({
  db,
  studentId,
  sessionId,
  now,
  action,
}: {
  db: Transaction;
  studentId: string;
  sessionId: number;
  now: Date;
  action: keyof typeof EDITS;
}): Promise<{ window: StudentRankingWindow; round: number; active: { applicationId: number; openingId: number }[] }> {
  await lockSessionAgainstMatching({ db, sessionId });
  const window = await loadStudentRankingWindow({ db, studentId, sessionId, lock: true });
  const round = window.currentRound;
  const active = await activeApplications({ db, sessionId, round, studentId });
  if (active.length === 0) throw new ConflictError(EDITS[action].nothingToEdit(round));
  assertRankingDeadline({ deadline: EDITS[action].deadline(window), now, action, round });
  assertMatchingNotRun(window);
  return { window, round, active };
}
