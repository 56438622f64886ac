// POST /api/student/sessions/{sessionId}/placement/confirm – the student confirms their placement (once; 409 if already confirmed or ended)
import { z } from 'zod';
import { placementView } from '@/lib/placements';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { confirmPlacement } from '@/server/placements';

export const POST = route({ auth: STUDENT, params: z.object({ sessionId: idParam }), response: placementView }, async ({ ctx, params }) =>
  confirmPlacement({ ctx, sessionId: params.sessionId }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
