// POST /api/admin/session-groups/{sessionGroupId}/rounds/{round}/offer-phase/end – end the round's offer phase now (its open offers lapse)
import { z } from 'zod';
import { roundOfferPhaseView } from '@/lib/offers';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { endOfferPhase } from '@/server/offers';

const params = z.object({ sessionGroupId: idParam, round: idParam.pipe(z.number().int().min(1)) });

export const POST = route({ auth: ADMIN, params, response: roundOfferPhaseView }, async ({ ctx, params }) =>
  endOfferPhase({ ctx, ...params }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
