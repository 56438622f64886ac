// GET /api/admin/sessions/{sessionId}/interviews – a round's interview progress (?round): per opening its slots and bookings, and which applicants have none
import { z } from 'zod';
import { roundInterviewProgress } from '@/lib/interviews';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { getRoundInterviewProgress, getRoundInterviewProgressQuery } from '@/server/interviews';

const params = z.object({ sessionId: idParam });

export const GET = route(
  { auth: ADMIN, params, query: getRoundInterviewProgressQuery, response: roundInterviewProgress },
  async ({ ctx, params, query }) => getRoundInterviewProgress({ ctx, sessionId: params.sessionId, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
