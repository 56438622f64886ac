// GET /api/student/sessions/{sessionId}/placement – the student's own placement of the session, from the result announcement (404 if none)
import { z } from 'zod';
import { placementView } from '@/lib/placements';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { getStudentPlacement } from '@/server/placements';

export const GET = route({ auth: STUDENT, params: z.object({ sessionId: idParam }), response: placementView }, async ({ ctx, params }) =>
  getStudentPlacement({ ctx, sessionId: params.sessionId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
