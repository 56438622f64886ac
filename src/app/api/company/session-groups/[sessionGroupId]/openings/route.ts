// GET /api/company/session-groups/{sessionGroupId}/openings – the company's openings in a session group, filtered by sessionIds and isPublished, paged
import { z } from 'zod';
import { companyOpeningPage } from '@/lib/openings';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';
import { companyGroupOpeningsQuery, listCompanySessionGroupOpenings } from '@/server/openings';

export const GET = route(
  { auth: COMPANY_USER, params: z.object({ sessionGroupId: idParam }), query: companyGroupOpeningsQuery, response: companyOpeningPage },
  async ({ ctx, params, query }) => {
    const { sessionIds, isPublished, ...pagination } = query;
    return listCompanySessionGroupOpenings({ ctx, sessionGroupId: params.sessionGroupId, filter: { sessionIds, isPublished }, pagination });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
