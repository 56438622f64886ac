// GET /api/company/session-groups/{sessionGroupId}/openings/ratio – the company opening ratio per session, as if additionalOpeningIds were published too
import { z } from 'zod';
import { companyOpeningRatio } from '@/lib/openings';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';
import { getCompanyOpeningRatio, getCompanyOpeningRatioQuery } from '@/server/openings';

export const GET = route(
  { auth: COMPANY_USER, params: z.object({ sessionGroupId: idParam }), query: getCompanyOpeningRatioQuery, response: companyOpeningRatio },
  async ({ ctx, params, query }) =>
    getCompanyOpeningRatio({ ctx, sessionGroupId: params.sessionGroupId, additionalOpeningIds: query.additionalOpeningIds }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
