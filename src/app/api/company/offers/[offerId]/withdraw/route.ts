// POST /api/company/offers/{offerId}/withdraw – withdraw the company's offer that is still waiting for an answer
import { z } from 'zod';
import { offerView } from '@/lib/offers';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';
import { withdrawOffer } from '@/server/offers';

export const POST = route({ auth: COMPANY_USER, params: z.object({ offerId: idParam }), response: offerView }, async ({ ctx, params }) =>
  withdrawOffer({ ctx, offerId: params.offerId }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
