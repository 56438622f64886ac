// POST /api/sessions/{sessionId}/openings/{openingId}/bookmark – bookmark an opening (idempotent); DELETE /api/sessions/{sessionId}/openings/{openingId}/bookmark – remove the bookmark (idempotent)
import { z } from 'zod';
import { messageAnswer } from '@/lib/contract';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { bookmarkOpening, unbookmarkOpening } from '@/server/openings';

const params = z.object({ sessionId: idParam, openingId: idParam });

export const POST = route({ auth: STUDENT, readsLoginItself: true, params, response: messageAnswer }, async ({ ctx, params }) =>
  bookmarkOpening({ ctx, sessionId: params.sessionId, openingId: params.openingId }),
);

export const DELETE = route({ auth: STUDENT, readsLoginItself: true, params, response: messageAnswer }, async ({ ctx, params }) =>
  unbookmarkOpening({ ctx, sessionId: params.sessionId, openingId: params.openingId }),
);

export const { GET, HEAD, PUT, PATCH, OPTIONS } = methodsNotAllowed(['POST', 'DELETE']);
