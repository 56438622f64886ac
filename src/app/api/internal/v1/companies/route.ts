// GET /api/internal/v1/companies – companies by search and ids, paged, for a permitted OAuth client (client credentials token, scope internal:companies)
import { internalCompanyList } from '@/lib/oauth';
import { bearer, listInternalCompanies, listInternalCompaniesQuery } from '@/server/oauth';
import { methodsNotAllowed, route } from '@/server/http';

export const GET = route(
  {
    auth: bearer({ scope: 'internal:companies', holder: 'machine', endpoint: 'GET /api/internal/v1/companies' }),
    query: listInternalCompaniesQuery,
    response: internalCompanyList,
  },
  async ({ ctx, query }) => listInternalCompanies({ ctx, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
