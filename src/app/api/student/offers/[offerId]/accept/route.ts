// POST /api/student/offers/{offerId}/accept – accept an offer of the offer phase (binding: the student is matched to its opening, their other offers are withdrawn)
import { z } from 'zod';
import { offerView } from '@/lib/offers';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { acceptOffer } from '@/server/offers';

export const POST = route({ auth: STUDENT, params: z.object({ offerId: idParam }), response: offerView }, async ({ ctx, params }) =>
  acceptOffer({ ctx, offerId: params.offerId }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
