// GET /api/company/openings – every opening of the company, paged, newest session group first
import { companyOpeningPage } from '@/lib/openings';
import { COMPANY_USER, methodsNotAllowed, paginationQuery, route } from '@/server/http';
import { listCompanyOpenings } from '@/server/openings';

export const GET = route({ auth: COMPANY_USER, query: paginationQuery, response: companyOpeningPage }, async ({ ctx, query }) =>
  listCompanyOpenings({ ctx, pagination: query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
