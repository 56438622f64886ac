import type { SubmittedRanking } from '@/lib/rankings';
import type { Context } from '@/server/context';
import { readRanking } from './read-ranking';
import { assertReachedRound, loadStudentRankingWindow } from './ranking-window';

/** GET /api/admin/sessions/{sessionId}/enrollments/{studentId}/ranking/{round}: a student's ranking and its history with who did each step. */
export async function getStudentRankingAsAdmin({
  ctx,
  sessionId,
  studentId,
  round,
}: {
  ctx: Context;
  sessionId: number;
  studentId: string;
  round: number;
}): Promise<SubmittedRanking> {
  const window = await loadStudentRankingWindow({ db: ctx.db, studentId, sessionId });
  assertReachedRound({ window, round });
  return readRanking({ db: ctx.db, window, round, now: ctx.now });
}
