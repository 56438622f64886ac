// PUT /api/admin/session-groups/{sessionGroupId}/rounds/{round}/offer-phase – set, move or remove the round's offer phase end {endsAt}
import { z } from 'zod';
import { roundOfferPhaseView } from '@/lib/offers';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { setOfferPhaseEnd, setOfferPhaseEndInput } from '@/server/offers';

const params = z.object({ sessionGroupId: idParam, round: idParam.pipe(z.number().int().min(1)) });

export const PUT = route(
  { auth: ADMIN, params, body: setOfferPhaseEndInput, response: roundOfferPhaseView },
  async ({ ctx, params, body }) => setOfferPhaseEnd({ ctx, ...params, input: body }),
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['PUT']);
