// POST /api/admin/sessions/{sessionId}/placements/{studentId}/agreement/send – render the agreement from the group's template and the placement's details, store it and send it to both parties for signature (again: a new document, online signatures cleared; 409 once signed or for an unannounced or ended placement)
import { z } from 'zod';
import { agreementView } from '@/lib/agreements';
import { ADMIN, idParam, methodsNotAllowed, route, textParam } from '@/server/http';
import { sendAgreement } from '@/server/agreements';

export const POST = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam, studentId: textParam }), response: agreementView },
  async ({ ctx, params }) => sendAgreement({ ctx, ...params }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
