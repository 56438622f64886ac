// GET /api/companies/{companyId}/rating-summary – students' ratings of the company: averages and published comments from 5 ratings, never who rated what
import { z } from 'zod';
import { companyRatingSummary } from '@/lib/employer-ratings';
import { getCompanyRatingSummary } from '@/server/employer-ratings';
import { idParam, methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';

export const GET = route(
  { auth: PORTAL_ROLES, params: z.object({ companyId: idParam }), response: companyRatingSummary },
  async ({ ctx, params }) => getCompanyRatingSummary({ ctx, companyId: params.companyId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
