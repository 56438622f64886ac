// POST /api/admin/companies/{companyId}/enable – enables a company again
import { adminCompanyView } from '@/lib/companies';
import { z } from 'zod';
import { setCompanyActive } from '@/server/companies';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

export const POST = route({ auth: ADMIN, params: z.object({ companyId: idParam }), response: adminCompanyView }, async ({ ctx, params }) =>
  setCompanyActive({ ctx, companyId: params.companyId, isActive: true }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
