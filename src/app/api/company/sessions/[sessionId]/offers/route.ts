// POST /api/company/sessions/{sessionId}/offers – send an offer {openingId, studentId, answerDeadline?} to an unmatched student during the offer phase
import { z } from 'zod';
import { offerView } from '@/lib/offers';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';
import { sendOffer, sendOfferInput } from '@/server/offers';

export const POST = route(
  { auth: COMPANY_USER, status: 201, params: z.object({ sessionId: idParam }), body: sendOfferInput, response: offerView },
  async ({ ctx, params, body }) => sendOffer({ ctx, sessionId: params.sessionId, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
