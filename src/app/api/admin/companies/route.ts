// GET /api/admin/companies – the companies, searched, filtered, sorted and paged, with user counts; POST /api/admin/companies – create companies by name (all or none)
import { z } from 'zod';
import { COMPANY_SORT_KEYS } from '@/lib/companies';
import { createCompanies, listAdminCompanies, newCompaniesBody } from '@/server/companies';
import { ADMIN, booleanQuery, paginationQuery, route } from '@/server/http';

const query = paginationQuery.extend({
  search: z.string().max(200).optional(),
  isActive: booleanQuery.optional(),
  sortBy: z.enum(COMPANY_SORT_KEYS).default('companyNameTh'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

export const GET = route({ auth: ADMIN, query }, async ({ ctx, query }) => listAdminCompanies(ctx, query));

export const POST = route({ auth: ADMIN, status: 201, body: newCompaniesBody }, async ({ ctx, body }) => createCompanies(ctx, body));
