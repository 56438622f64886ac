// GET /api/company/sessions/{sessionId}/placements/{studentId}/agreement – the agreement of its own company's placement: its state, who signed when (404 otherwise)
import { z } from 'zod';
import { agreementView } from '@/lib/agreements';
import { COMPANY_USER, idParam, textParam, methodsNotAllowed, route } from '@/server/http';
import { getAgreement } from '@/server/agreements';

export const GET = route(
  { auth: COMPANY_USER, params: z.object({ sessionId: idParam, studentId: textParam }), response: agreementView },
  async ({ ctx, params }) => getAgreement({ ctx, ...params }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
