// GET /api/admin/sessions/{sessionId}/placements/{studentId} – one student's placement; PATCH /api/admin/sessions/{sessionId}/placements/{studentId} – change any of its details {version, startDate?, endDate?, mentor…?, workMode?, workAddress?} (409 on a stale version)
import { z } from 'zod';
import { placementView } from '@/lib/placements';
import { ADMIN, idParam, methodsNotAllowed, route, textParam } from '@/server/http';
import { getPlacement, updatePlacement, updatePlacementInput } from '@/server/placements';

const params = z.object({ sessionId: idParam, studentId: textParam });

export const GET = route({ auth: ADMIN, params, response: placementView }, async ({ ctx, params }) => getPlacement({ ctx, ...params }));

export const PATCH = route({ auth: ADMIN, params, body: updatePlacementInput, response: placementView }, async ({ ctx, params, body }) =>
  updatePlacement({ ctx, ...params, input: body }),
);

export const { POST, PUT, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PATCH']);
