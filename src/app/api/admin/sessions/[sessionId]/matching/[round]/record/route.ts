// GET /api/admin/sessions/{sessionId}/matching/{round}/record – the match record of the round's latest run (input, result and digest, docs/match-record.md), as a JSON download
import { z } from 'zod';
import { ADMIN, fileAnswer, idParam, methodsNotAllowed, route } from '@/server/http';
import { getMatchRecord, MATCH_RECORD_CONTENT_TYPE } from '@/server/matching';

const params = z.object({ sessionId: idParam, round: idParam.pipe(z.number().int().min(1)) });

export const GET = route({ auth: ADMIN, params, response: fileAnswer(MATCH_RECORD_CONTENT_TYPE) }, async ({ ctx, params }) =>
  getMatchRecord({ ctx, sessionId: params.sessionId, round: params.round }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
