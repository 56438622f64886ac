// GET /api/company/sessions/{sessionId}/placements/{studentId} – one of the company's placements; PATCH /api/company/sessions/{sessionId}/placements/{studentId} – fill its mentor, dates and work mode/address {version, …} (404 for another company's)
import { z } from 'zod';
import { placementView } from '@/lib/placements';
import { COMPANY_USER, idParam, methodsNotAllowed, route, textParam } from '@/server/http';
import { getPlacement, updateCompanyPlacement, updatePlacementInput } from '@/server/placements';

const params = z.object({ sessionId: idParam, studentId: textParam });

export const GET = route({ auth: COMPANY_USER, params, response: placementView }, async ({ ctx, params }) =>
  getPlacement({ ctx, ...params }),
);

export const PATCH = route(
  { auth: COMPANY_USER, params, body: updatePlacementInput, response: placementView },
  async ({ ctx, params, body }) => updateCompanyPlacement({ ctx, ...params, input: body }),
);

export const { POST, PUT, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PATCH']);
