// GET /api/internal/v1/companies/{companyId} – one company for a permitted OAuth client (client credentials token, scope internal:companies)
import { z } from 'zod';
import { getInternalCompany, withBearer } from '@/server/oauth';
import { idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ companyId: idParam });

export const GET = route({ auth: 'public', params }, async ({ ctx, params }) =>
  withBearer(ctx, { scope: 'internal:companies', holder: 'machine', endpoint: 'GET /api/internal/v1/companies/{companyId}' }, () => getInternalCompany(ctx.db, params.companyId)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
