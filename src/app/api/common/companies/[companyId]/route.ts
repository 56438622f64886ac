// GET /api/common/companies/{companyId} – a company's public profile, with a session's published openings when sessionId is given
import { publicCompanyView } from '@/lib/companies';
import { z } from 'zod';
import { getPublicCompany, getPublicCompanyQuery } from '@/server/companies';
import { idParam, methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';

export const GET = route(
  {
    auth: PORTAL_ROLES,
    params: z.object({ companyId: idParam }),
    query: getPublicCompanyQuery,
    response: publicCompanyView,
  },
  async ({ ctx, params, query }) => getPublicCompany({ ctx, companyId: params.companyId, sessionId: query.sessionId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
