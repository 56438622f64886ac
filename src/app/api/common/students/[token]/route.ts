// GET /api/common/students/{token} – a student's profile by its token, honouring the student's visibility flags
import { publicStudentProfile } from '@/lib/student-profile';
import { z } from 'zod';
import { methodsNotAllowed, PORTAL_ROLES, route, textParam } from '@/server/http';
import { getPublicProfile } from '@/server/students';

export const GET = route(
  { auth: PORTAL_ROLES, params: z.object({ token: textParam }), response: publicStudentProfile },
  async ({ ctx, params }) => getPublicProfile({ ctx, profileToken: params.token }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
