// POST /api/company/sessions/{sessionId}/openings/{openingId}/publish – publish a draft (deadline and opening ratio checked)
import { z } from 'zod';
import { companyOpeningView } from '@/lib/openings';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';
import { publishCompanyOpening } from '@/server/openings';

export const POST = route(
  { auth: COMPANY_USER, params: z.object({ sessionId: idParam, openingId: idParam }), response: companyOpeningView },
  async ({ ctx, params }) => publishCompanyOpening({ ctx, sessionId: params.sessionId, openingId: params.openingId }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
