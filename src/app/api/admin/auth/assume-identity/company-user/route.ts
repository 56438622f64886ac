// POST /api/admin/auth/assume-identity/company-user – the admin acts as this company user until re-assume
import { z } from 'zod';
import { me } from '@/lib/auth';
import { assumeIdentity } from '@/server/auth';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';

export const POST = route(
  { auth: ADMIN, body: z.object({ companyId: z.number().int().positive(), platformUid: z.string().trim().min(1).max(200) }), response: me },
  async ({ ctx, body }) => {
    return assumeIdentity({ ctx, target: { kind: 'company-user', ...body } });
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
