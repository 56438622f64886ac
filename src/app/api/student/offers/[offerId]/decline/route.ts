// POST /api/student/offers/{offerId}/decline – decline an offer of the offer phase (its place is free again)
import { z } from 'zod';
import { offerView } from '@/lib/offers';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { declineOffer } from '@/server/offers';

export const POST = route({ auth: STUDENT, params: z.object({ offerId: idParam }), response: offerView }, async ({ ctx, params }) =>
  declineOffer({ ctx, offerId: params.offerId }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
