import type { SubmittedRanking } from '@/lib/rankings';
import type { StudentContext } from '@/server/context';
import { readRanking } from './read-ranking';
import { assertReachedRound, loadStudentRankingWindow } from './ranking-window';

/** GET /api/student/sessions/{sessionId}/ranking/{round}: the student's own ranking of a round and its history. */
export async function getSubmittedRanking({
  ctx,
  sessionId,
  round,
}: {
  ctx: StudentContext;
  sessionId: number;
  round: number;
}): Promise<SubmittedRanking> {
  const window = await loadStudentRankingWindow({ db: ctx.db, studentId: ctx.actor.studentId, sessionId });
  assertReachedRound({ window, round });
  return readRanking({ db: ctx.db, window, round, now: ctx.now });
}
