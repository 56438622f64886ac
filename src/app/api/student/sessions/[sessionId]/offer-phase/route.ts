// GET /api/student/sessions/{sessionId}/offer-phase – the offer phase as the student sees it (their offers, the openings with places left, "not looking any more"); PUT /api/student/sessions/{sessionId}/offer-phase – set or clear "I am not looking any more" {isNotLooking}
import { z } from 'zod';
import { studentOfferPhaseView } from '@/lib/offers';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { getStudentOfferPhase, setOfferOptOut, setOfferOptOutInput } from '@/server/offers';

const params = z.object({ sessionId: idParam });

export const GET = route({ auth: STUDENT, params, response: studentOfferPhaseView }, async ({ ctx, params }) =>
  getStudentOfferPhase({ ctx, sessionId: params.sessionId }),
);

export const PUT = route(
  { auth: STUDENT, params, body: setOfferOptOutInput, response: studentOfferPhaseView },
  async ({ ctx, params, body }) => setOfferOptOut({ ctx, sessionId: params.sessionId, input: body }),
);

export const { POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PUT']);
