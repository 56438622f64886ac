// POST /api/admin/sessions/{sessionId}/ranking/{round}/unsubmit – unsubmits the rankings of the chosen students ({ids}) or of every student the ranking list's filter selects ({allMatching}), all or nothing; answers {count, ids}
import { z } from 'zod';
import { studentRankingsBulkResult } from '@/lib/rankings';
import { ADMIN, bulkSelectionBody, idParam, methodsNotAllowed, route, textParam } from '@/server/http';
import { sessionRankingsQuery, unsubmitStudentRankings } from '@/server/student-rankings';

const params = z.object({ sessionId: idParam, round: idParam });

export const POST = route(
  { auth: ADMIN, params, body: bulkSelectionBody(textParam, sessionRankingsQuery), response: studentRankingsBulkResult },
  async ({ ctx, params, body }) => unsubmitStudentRankings({ ctx, sessionId: params.sessionId, round: params.round, selection: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
