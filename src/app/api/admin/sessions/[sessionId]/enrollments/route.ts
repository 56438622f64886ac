// GET /api/admin/sessions/{sessionId}/enrollments – the session's students, filtered, sorted and paged; POST /api/admin/sessions/{sessionId}/enrollments – enroll the given students
import { enrollmentList, enrollStudentsAnswer } from '@/lib/enrollments';
import { z } from 'zod';
import { enrollmentListQuery, enrollStudents, enrollStudentsInput, listEnrollments } from '@/server/enrollments';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ sessionId: idParam });

export const GET = route({ auth: ADMIN, params, query: enrollmentListQuery, response: enrollmentList }, async ({ ctx, params, query }) =>
  listEnrollments({ ctx, sessionId: params.sessionId, query }),
);

export const POST = route(
  { auth: ADMIN, params, body: enrollStudentsInput, response: enrollStudentsAnswer },
  async ({ ctx, params, body }) => enrollStudents({ ctx, sessionId: params.sessionId, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
