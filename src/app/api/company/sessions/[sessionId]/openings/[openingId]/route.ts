// GET /api/company/sessions/{sessionId}/openings/{openingId} – one of the company's openings; PATCH /api/company/sessions/{sessionId}/openings/{openingId} – edit it; DELETE /api/company/sessions/{sessionId}/openings/{openingId} – delete a draft
import { z } from 'zod';
import { messageAnswer } from '@/lib/contract';
import { companyOpeningView } from '@/lib/openings';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';
import { deleteCompanyOpening, getCompanyOpening, updateCompanyOpening, updateOpeningInput } from '@/server/openings';

const params = z.object({ sessionId: idParam, openingId: idParam });

export const GET = route({ auth: COMPANY_USER, params, response: companyOpeningView }, async ({ ctx, params }) =>
  getCompanyOpening({ ctx, sessionId: params.sessionId, openingId: params.openingId }),
);

export const PATCH = route(
  { auth: COMPANY_USER, params, body: updateOpeningInput, response: companyOpeningView },
  async ({ ctx, params, body }) => updateCompanyOpening({ ctx, sessionId: params.sessionId, openingId: params.openingId, input: body }),
);

export const DELETE = route({ auth: COMPANY_USER, params, response: messageAnswer }, async ({ ctx, params }) =>
  deleteCompanyOpening({ ctx, sessionId: params.sessionId, openingId: params.openingId }),
);

export const { POST, PUT, OPTIONS } = methodsNotAllowed(['GET', 'PATCH', 'DELETE']);
