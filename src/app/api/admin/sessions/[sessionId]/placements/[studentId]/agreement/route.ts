// GET /api/admin/sessions/{sessionId}/placements/{studentId}/agreement – the agreement of any placement: its state, who signed when (404 otherwise)
import { z } from 'zod';
import { agreementView } from '@/lib/agreements';
import { ADMIN, idParam, textParam, methodsNotAllowed, route } from '@/server/http';
import { getAgreement } from '@/server/agreements';

export const GET = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam, studentId: textParam }), response: agreementView },
  async ({ ctx, params }) => getAgreement({ ctx, ...params }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
