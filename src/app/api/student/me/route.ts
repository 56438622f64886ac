// GET /api/student/me – the student's own full profile; PATCH /api/student/me – edit it
import { ownStudentProfile, studentProfileUpdateSchema } from '@/lib/student-profile';
import { methodsNotAllowed, route, STUDENT } from '@/server/http';
import { getOwnProfile, updateOwnProfile } from '@/server/students';

export const GET = route({ auth: STUDENT, response: ownStudentProfile }, async ({ ctx }) => getOwnProfile({ ctx }));

export const PATCH = route({ auth: STUDENT, body: studentProfileUpdateSchema, response: ownStudentProfile }, async ({ ctx, body }) =>
  updateOwnProfile({ ctx, input: body }),
);

export const { POST, PUT, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PATCH']);
