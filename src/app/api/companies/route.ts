// GET /api/companies – the active companies, searched, filtered by size and by a session's published openings, paged
import { companyBrowseList } from '@/lib/companies';
import { companyBrowseQuery, listCompanies } from '@/server/companies';
import { methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';

export const GET = route({ auth: PORTAL_ROLES, query: companyBrowseQuery, response: companyBrowseList }, async ({ ctx, query }) =>
  listCompanies({ ctx, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
