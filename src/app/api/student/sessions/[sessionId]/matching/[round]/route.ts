// GET /api/student/sessions/{sessionId}/matching/{round} – the student's own matching result of the round with a reason per application (from the result announcement date)
import { z } from 'zod';
import { studentMatchingResult } from '@/lib/matching';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { getStudentMatchingResult } from '@/server/matching';

const params = z.object({ sessionId: idParam, round: idParam.pipe(z.number().int().min(1)) });

export const GET = route({ auth: STUDENT, params, response: studentMatchingResult }, async ({ ctx, params }) =>
  getStudentMatchingResult({ ctx, ...params }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
