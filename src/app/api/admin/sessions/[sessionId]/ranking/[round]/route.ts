// GET /api/admin/sessions/{sessionId}/ranking/{round} – every enrolled student's ranking state in a round, paged, with the totals
import { z } from 'zod';
import { sessionRankings } from '@/lib/rankings';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { listSessionRankings, sessionRankingsQuery } from '@/server/student-rankings';

const params = z.object({ sessionId: idParam, round: idParam });

export const GET = route({ auth: ADMIN, params, query: sessionRankingsQuery, response: sessionRankings }, async ({ ctx, params, query }) =>
  listSessionRankings({ ctx, ...params, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
