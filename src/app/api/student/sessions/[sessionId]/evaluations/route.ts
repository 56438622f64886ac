// GET /api/student/sessions/{sessionId}/evaluations – the student's mentor evaluations the office released, with the answers
import { z } from 'zod';
import { evaluationDetailList } from '@/lib/evaluations';
import { listStudentEvaluations } from '@/server/evaluations';
import { STUDENT, idParam, methodsNotAllowed, route } from '@/server/http';

export const GET = route(
  { auth: STUDENT, params: z.object({ sessionId: idParam }), response: evaluationDetailList },
  async ({ ctx, params }) => listStudentEvaluations({ ctx, sessionId: params.sessionId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
