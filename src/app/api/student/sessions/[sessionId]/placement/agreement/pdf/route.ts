// GET /api/student/sessions/{sessionId}/placement/agreement/pdf – the agreement sent for signature as a PDF, or once both parties signed online the signed version (404 before sending)
import { z } from 'zod';
import { STUDENT, fileAnswer, idParam, methodsNotAllowed, route } from '@/server/http';
import { downloadAgreementPdf } from '@/server/agreements';

export const GET = route(
  { auth: STUDENT, params: z.object({ sessionId: idParam }), response: fileAnswer('application/pdf') },
  async ({ ctx, params }) => downloadAgreementPdf({ ctx, sessionId: params.sessionId, studentId: ctx.actor.studentId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
