// GET /api/company/sessions/{sessionId}/placements/{studentId}/agreement/pdf – the agreement sent for signature as a PDF, or once both parties signed online the signed version (404 before sending)
import { z } from 'zod';
import { COMPANY_USER, fileAnswer, idParam, textParam, methodsNotAllowed, route } from '@/server/http';
import { downloadAgreementPdf } from '@/server/agreements';

export const GET = route(
  { auth: COMPANY_USER, params: z.object({ sessionId: idParam, studentId: textParam }), response: fileAnswer('application/pdf') },
  async ({ ctx, params }) => downloadAgreementPdf({ ctx, ...params }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
