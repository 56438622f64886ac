import type { Context } from '@/server/context';
import { applyInBulk, type BulkResult, type BulkSelection } from '@/server/bulk';
import { unsubmitStudentRanking } from './unsubmit-student-ranking';
import { matchingSessionRankingStudentIds, type SessionRankingsQuery } from './list-session-rankings';

/**
 * POST /api/admin/sessions/{sessionId}/ranking/{round}/unsubmit: the single unsubmit on every selected
 * student, all or nothing — a student without a standing ranking, a past round or a round whose matching
 * has run is a 409 naming the student, and nobody's ranking changes.
 */
export async function unsubmitStudentRankings({
  ctx,
  sessionId,
  round,
  selection,
}: {
  ctx: Context;
  sessionId: number;
  round: number;
  selection: BulkSelection<string, Pick<SessionRankingsQuery, 'isSubmitted'>>;
}): Promise<BulkResult<string>> {
  return applyInBulk({
    ctx,
    selection,
    matching: ({ db, filter }) => matchingSessionRankingStudentIds({ db, sessionId, round, filter }),
    apply: ({ ctx: rowCtx, id }) => unsubmitStudentRanking({ ctx: rowCtx, sessionId, studentId: id, round }),
    label: (studentId) => `Student ${studentId}`,
  });
}
