// PUT /api/student/me/grade – set one semester's grade of the signed-in student
import { gradeSchema, studentGrade } from '@/lib/student-profile';
import { methodsNotAllowed, route, STUDENT } from '@/server/http';
import { putOwnGrade } from '@/server/students';

export const PUT = route({ auth: STUDENT, body: gradeSchema, response: studentGrade }, async ({ ctx, body }) =>
  putOwnGrade({ ctx, grade: body }),
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['PUT']);
