// GET /api/admin/students/{studentId} – a student's full profile; PATCH /api/admin/students/{studentId} – edit the profile, year and references
import { z } from 'zod';
import { adminStudentUpdateSchema, studentProfile } from '@/lib/student-profile';
import { ADMIN, methodsNotAllowed, route, textParam } from '@/server/http';
import { getStudent, updateStudent } from '@/server/students';

const params = z.object({ studentId: textParam });

export const GET = route({ auth: ADMIN, params, response: studentProfile }, async ({ ctx, params }) =>
  getStudent({ ctx, studentId: params.studentId }),
);

export const PATCH = route(
  { auth: ADMIN, params, body: adminStudentUpdateSchema, response: studentProfile },
  async ({ ctx, params, body }) => updateStudent({ ctx, studentId: params.studentId, input: body }),
);

export const { POST, PUT, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PATCH']);
