// POST /api/admin/companies/{companyId}/disable – disables a company; its users cannot sign in and their logins end
import { adminCompanyView } from '@/lib/companies';
import { z } from 'zod';
import { setCompanyActive } from '@/server/companies';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

export const POST = route({ auth: ADMIN, params: z.object({ companyId: idParam }), response: adminCompanyView }, async ({ ctx, params }) =>
  setCompanyActive({ ctx, companyId: params.companyId, isActive: false }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
