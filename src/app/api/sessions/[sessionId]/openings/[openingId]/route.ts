// GET /api/sessions/{sessionId}/openings/{openingId} – one published opening, with the student's bookmark and the draft count
import { z } from 'zod';
import { studentOpeningView } from '@/lib/openings';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { getSessionOpening } from '@/server/openings';

export const GET = route(
  {
    auth: STUDENT,
    readsLoginItself: true,
    params: z.object({ sessionId: idParam, openingId: idParam }),
    response: studentOpeningView,
  },
  async ({ ctx, params }) => getSessionOpening({ ctx, sessionId: params.sessionId, openingId: params.openingId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
