// GET /api/admin/companies/{companyId} – one company with its user counts and status; PATCH /api/admin/companies/{companyId} – edit a company's profile
import { adminCompanyView } from '@/lib/companies';
import { z } from 'zod';
import { updateCompanyInput, getAdminCompany, updateCompany } from '@/server/companies';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ companyId: idParam });

export const GET = route({ auth: ADMIN, params, response: adminCompanyView }, async ({ ctx, params }) =>
  getAdminCompany({ ctx, companyId: params.companyId }),
);

export const PATCH = route({ auth: ADMIN, params, body: updateCompanyInput, response: adminCompanyView }, async ({ ctx, params, body }) =>
  updateCompany({ ctx, companyId: params.companyId, input: body }),
);

export const { POST, PUT, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PATCH']);
