// GET /api/company/me/statistics/{sessionGroupId}/openings – applications received per opening of the company in a session group
import { z } from 'zod';
import { companyOpeningStatistics } from '@/lib/openings';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';
import { getCompanyOpeningStatistics } from '@/server/openings';

export const GET = route(
  { auth: COMPANY_USER, params: z.object({ sessionGroupId: idParam }), response: z.array(companyOpeningStatistics) },
  async ({ ctx, params }) => getCompanyOpeningStatistics({ ctx, sessionGroupId: params.sessionGroupId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
