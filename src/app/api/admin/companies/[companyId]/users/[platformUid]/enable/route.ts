// POST /api/admin/companies/{companyId}/users/{platformUid}/enable – enables a company user
import { companyUserView } from '@/lib/companies';
import { z } from 'zod';
import { setCompanyUserActive } from '@/server/companies';
import { ADMIN, idParam, methodsNotAllowed, route, textParam } from '@/server/http';

export const POST = route(
  { auth: ADMIN, params: z.object({ companyId: idParam, platformUid: textParam }), response: companyUserView },
  async ({ ctx, params }) => setCompanyUserActive({ ctx, companyId: params.companyId, platformUid: params.platformUid, isActive: true }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
