// POST /api/admin/auth/assume-identity/student – the admin acts as this student until re-assume
import { z } from 'zod';
import { me } from '@/lib/auth';
import { assumeIdentity } from '@/server/auth';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';

export const POST = route(
  { auth: ADMIN, body: z.object({ studentId: z.string().trim().min(1).max(50) }), response: me },
  async ({ ctx, body }) => {
    return assumeIdentity({ ctx, target: { kind: 'student', studentId: body.studentId } });
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
