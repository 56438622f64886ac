// GET /api/company/me/statistics/{sessionGroupId}/sessions – applications received by the company per session of a session group
import { z } from 'zod';
import { companySessionStatistics } from '@/lib/openings';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';
import { getCompanySessionStatistics } from '@/server/openings';

export const GET = route(
  { auth: COMPANY_USER, params: z.object({ sessionGroupId: idParam }), response: z.array(companySessionStatistics) },
  async ({ ctx, params }) => getCompanySessionStatistics({ ctx, sessionGroupId: params.sessionGroupId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
