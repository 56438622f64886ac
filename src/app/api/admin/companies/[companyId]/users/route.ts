// GET /api/admin/companies/{companyId}/users – the company's users, paged; POST /api/admin/companies/{companyId}/users – create a company user (409 when the username is taken)
import { companyUserList, companyUserView } from '@/lib/companies';
import { z } from 'zod';
import { createCompanyUser, listCompanyUsers, createCompanyUserInput } from '@/server/companies';
import { ADMIN, idParam, methodsNotAllowed, paginationQuery, route } from '@/server/http';

const params = z.object({ companyId: idParam });

export const GET = route({ auth: ADMIN, params, query: paginationQuery, response: companyUserList }, async ({ ctx, params, query }) =>
  listCompanyUsers({ ctx, companyId: params.companyId, pagination: query }),
);

export const POST = route(
  { auth: ADMIN, status: 201, params, body: createCompanyUserInput, response: companyUserView },
  async ({ ctx, params, body }) => createCompanyUser({ ctx, companyId: params.companyId, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
