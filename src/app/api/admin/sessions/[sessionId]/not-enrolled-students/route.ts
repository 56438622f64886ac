// GET /api/admin/sessions/{sessionId}/not-enrolled-students – active students not enrolled in the session, searched and paged
import { notEnrolledStudentList } from '@/lib/enrollments';
import { z } from 'zod';
import { listNotEnrolledStudents, notEnrolledStudentsQuery } from '@/server/enrollments';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

export const GET = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam }), query: notEnrolledStudentsQuery, response: notEnrolledStudentList },
  async ({ ctx, params, query }) => listNotEnrolledStudents({ ctx, sessionId: params.sessionId, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
