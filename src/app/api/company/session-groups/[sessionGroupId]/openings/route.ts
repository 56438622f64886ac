// GET /api/company/session-groups/{sessionGroupId}/openings – the company's openings in a session group, filtered by sessionIds and isPublished, paged
import { z } from 'zod';
import { booleanQuery, COMPANY_USER, idParam, integerQuery, listQuery, methodsNotAllowed, paginationQuery, route } from '@/server/http';
import { listCompanySessionGroupOpenings } from '@/server/openings';

const query = paginationQuery.extend({ sessionIds: listQuery(integerQuery).optional(), isPublished: booleanQuery.optional() });

export const GET = route({ auth: COMPANY_USER, params: z.object({ sessionGroupId: idParam }), query }, async ({ ctx, params, query }) => {
  const { sessionIds, isPublished, ...pagination } = query;
  return listCompanySessionGroupOpenings(ctx, params.sessionGroupId, { sessionIds, isPublished }, pagination);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
