// GET /api/companies – the active companies, searched, filtered by size and by a session's published openings, paged
import { z } from 'zod';
import { listCompanies } from '@/server/companies';
import { idParam, integerQuery, listQuery, methodsNotAllowed, paginationQuery, PORTAL_ROLES, route } from '@/server/http';

const query = paginationQuery.extend({
  search: z.string().max(200).optional(),
  companySizes: listQuery(idParam).optional(),
  sessionId: integerQuery.optional(),
});

export const GET = route({ auth: PORTAL_ROLES, query }, async ({ ctx, query }) => listCompanies(ctx, query));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
