// GET /api/admin/sessions/{sessionId}/placements/{studentId}/agreement/pdf – the agreement sent for signature as a PDF, or once both parties signed online the signed version (404 before sending)
import { z } from 'zod';
import { ADMIN, fileAnswer, idParam, textParam, methodsNotAllowed, route } from '@/server/http';
import { downloadAgreementPdf } from '@/server/agreements';

export const GET = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam, studentId: textParam }), response: fileAnswer('application/pdf') },
  async ({ ctx, params }) => downloadAgreementPdf({ ctx, ...params }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
