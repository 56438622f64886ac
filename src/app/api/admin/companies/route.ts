// GET /api/admin/companies – the companies, searched, filtered, sorted and paged, with user counts; POST /api/admin/companies – create companies by name (all or none), from a list or from an uploaded COMPANY_NAME_LIST_CSV ({fileId})
import { adminCompanyList, createdCompanies } from '@/lib/companies';
import {
  adminCompanyListQuery,
  companyRowsOfJson,
  createCompanies,
  createCompaniesBody,
  importCompaniesFromFile,
  listAdminCompanies,
} from '@/server/companies';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: ADMIN, query: adminCompanyListQuery, response: adminCompanyList }, async ({ ctx, query }) =>
  listAdminCompanies({ ctx, query }),
);

// Up to 1000 companies with two names each: more than the default 1 MB.
export const POST = route(
  { auth: ADMIN, status: 201, body: createCompaniesBody, maxBodyBytes: 4 * 1024 * 1024, response: createdCompanies },
  async ({ ctx, body }) =>
    Array.isArray(body) ? createCompanies({ ctx, rows: companyRowsOfJson(body) }) : importCompaniesFromFile({ ctx, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
