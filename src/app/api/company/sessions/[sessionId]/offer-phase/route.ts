// GET /api/company/sessions/{sessionId}/offer-phase – the offer phase as the company sees it (its openings with places left, its offers)
import { z } from 'zod';
import { companyOfferPhaseView } from '@/lib/offers';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';
import { getCompanyOfferPhase } from '@/server/offers';

export const GET = route(
  { auth: COMPANY_USER, params: z.object({ sessionId: idParam }), response: companyOfferPhaseView },
  async ({ ctx, params }) => getCompanyOfferPhase({ ctx, sessionId: params.sessionId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
