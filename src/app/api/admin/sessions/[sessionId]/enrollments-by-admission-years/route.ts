// POST /api/admin/sessions/{sessionId}/enrollments-by-admission-years – enroll every active student of the given admission years, but the excluded ones
import { enrollmentResult } from '@/lib/enrollments';
import { z } from 'zod';
import { enrollByAdmissionYears, enrollByAdmissionYearsInput } from '@/server/enrollments';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

export const POST = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam }), body: enrollByAdmissionYearsInput, response: enrollmentResult },
  async ({ ctx, params, body }) => enrollByAdmissionYears({ ctx, sessionId: params.sessionId, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
