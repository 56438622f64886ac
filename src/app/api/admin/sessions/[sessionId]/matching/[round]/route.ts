// GET /api/admin/sessions/{sessionId}/matching/{round} – the round's matching state, latest run with its stability verdict, and results paged
import { z } from 'zod';
import { matchingRoundState } from '@/lib/matching';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { getMatchingResults, matchingResultsQuery } from '@/server/matching';

const params = z.object({ sessionId: idParam, round: idParam.pipe(z.number().int().min(1)) });

export const GET = route(
  { auth: ADMIN, params, query: matchingResultsQuery, response: matchingRoundState },
  async ({ ctx, params, query }) => getMatchingResults({ ctx, ...params, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
