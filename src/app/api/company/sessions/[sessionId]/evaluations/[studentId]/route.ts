// GET /api/company/sessions/{sessionId}/evaluations/{studentId} – the states of the mentor evaluations of the company's own announced placement (not the answers)
import { z } from 'zod';
import { evaluationRowView } from '@/lib/evaluations';
import { listPlacementEvaluations } from '@/server/evaluations';
import { COMPANY_USER, idParam, methodsNotAllowed, route, textParam } from '@/server/http';

export const GET = route(
  {
    auth: COMPANY_USER,
    params: z.object({ sessionId: idParam, studentId: textParam }),
    response: z.object({ items: z.array(evaluationRowView) }),
  },
  async ({ ctx, params }) => listPlacementEvaluations({ ctx, ...params }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
