// GET /api/internal/v1/companies – companies by search and ids, paged, for a permitted OAuth client (client credentials token, scope internal:companies)
import { z } from 'zod';
import { internalCompanyList } from '@/lib/oauth';
import { bearer, listInternalCompanies } from '@/server/oauth';
import { integerQuery, listQuery, methodsNotAllowed, paginationQuery, route } from '@/server/http';

const query = paginationQuery.extend({
  search: z.string().max(200).optional(),
  companyIds: listQuery(integerQuery).pipe(z.array(z.number()).max(100)).optional(),
});

export const GET = route(
  {
    auth: bearer({ scope: 'internal:companies', holder: 'machine', endpoint: 'GET /api/internal/v1/companies' }),
    query,
    response: internalCompanyList,
  },
  async ({ ctx, query }) => listInternalCompanies({ ctx, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
