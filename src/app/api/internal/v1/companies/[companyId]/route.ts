// GET /api/internal/v1/companies/{companyId} – one company for a permitted OAuth client (client credentials token, scope internal:companies)
import { z } from 'zod';
import { internalCompany } from '@/lib/oauth';
import { bearer, getInternalCompany } from '@/server/oauth';
import { idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ companyId: idParam });

export const GET = route(
  {
    auth: bearer({ scope: 'internal:companies', holder: 'machine', endpoint: 'GET /api/internal/v1/companies/{companyId}' }),
    params,
    response: internalCompany,
  },
  async ({ ctx, params }) => getInternalCompany({ ctx, companyId: params.companyId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
