// POST /api/admin/students/{studentId}/disable – disables a student and ends their logins
import { studentSummary } from '@/lib/student-profile';
import { z } from 'zod';
import { ADMIN, methodsNotAllowed, route, textParam } from '@/server/http';
import { setStudentActive } from '@/server/students';

export const POST = route({ auth: ADMIN, params: z.object({ studentId: textParam }), response: studentSummary }, async ({ ctx, params }) =>
  setStudentActive({ ctx, studentId: params.studentId, isActive: false }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
