// GET /api/company/me – the signed-in company user's company; PATCH /api/company/me – edit the own company's profile (never its status or names)
import { ownCompanyView } from '@/lib/companies';
import { getOwnCompany, updateOwnCompanyInput, updateOwnCompany } from '@/server/companies';
import { COMPANY_USER, methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: COMPANY_USER, response: ownCompanyView }, async ({ ctx }) => getOwnCompany({ ctx }));

export const PATCH = route({ auth: COMPANY_USER, body: updateOwnCompanyInput, response: ownCompanyView }, async ({ ctx, body }) =>
  updateOwnCompany({ ctx, input: body }),
);

export const { POST, PUT, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PATCH']);
