// POST /api/admin/sessions/{sessionId}/placements/{studentId}/end – end a placement after the results are announced {reason}; the record is kept as ENDED
import { z } from 'zod';
import { placementView } from '@/lib/placements';
import { ADMIN, idParam, methodsNotAllowed, route, textParam } from '@/server/http';
import { endPlacement, endPlacementInput } from '@/server/placements';

export const POST = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam, studentId: textParam }), body: endPlacementInput, response: placementView },
  async ({ ctx, params, body }) => endPlacement({ ctx, ...params, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
