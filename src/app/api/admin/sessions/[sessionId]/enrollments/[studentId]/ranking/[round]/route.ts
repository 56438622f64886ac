// GET /api/admin/sessions/{sessionId}/enrollments/{studentId}/ranking/{round} – a student's ranking of a round with its history and who submitted; DELETE /api/admin/sessions/{sessionId}/enrollments/{studentId}/ranking/{round} – unsubmit it (back to draft)
import { z } from 'zod';
import { messageAnswer } from '@/lib/contract';
import { submittedRanking } from '@/lib/rankings';
import { ADMIN, idParam, methodsNotAllowed, route, textParam } from '@/server/http';
import { getStudentRankingAsAdmin, unsubmitStudentRanking } from '@/server/student-rankings';

const params = z.object({ sessionId: idParam, studentId: textParam, round: idParam });

export const GET = route({ auth: ADMIN, params, response: submittedRanking }, async ({ ctx, params }) =>
  getStudentRankingAsAdmin({ ctx, ...params }),
);

export const DELETE = route({ auth: ADMIN, params, response: messageAnswer }, async ({ ctx, params }) =>
  unsubmitStudentRanking({ ctx, ...params }),
);

export const { POST, PUT, PATCH, OPTIONS } = methodsNotAllowed(['GET', 'DELETE']);
