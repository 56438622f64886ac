// PUT /api/admin/students/{studentId}/grade – set one semester's grade of a student
import { z } from 'zod';
import { gradeSchema, studentGrade } from '@/lib/student-profile';
import { ADMIN, methodsNotAllowed, route, textParam } from '@/server/http';
import { putStudentGrade } from '@/server/students';

export const PUT = route(
  { auth: ADMIN, params: z.object({ studentId: textParam }), body: gradeSchema, response: studentGrade },
  async ({ ctx, params, body }) => putStudentGrade({ ctx, studentId: params.studentId, grade: body }),
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['PUT']);
