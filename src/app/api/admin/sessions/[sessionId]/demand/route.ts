// GET /api/admin/sessions/{sessionId}/demand – whether the session shows its live demand and whether drafts count; PUT /api/admin/sessions/{sessionId}/demand – change both
import { z } from 'zod';
import { demandSettingsView } from '@/lib/demand';
import { getDemandSettings, updateDemandSettings, updateDemandSettingsInput } from '@/server/demand';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ sessionId: idParam });

export const GET = route({ auth: ADMIN, params, response: demandSettingsView }, async ({ ctx, params }) =>
  getDemandSettings({ ctx, sessionId: params.sessionId }),
);

export const PUT = route(
  { auth: ADMIN, params, body: updateDemandSettingsInput, response: demandSettingsView },
  async ({ ctx, params, body }) => updateDemandSettings({ ctx, sessionId: params.sessionId, input: body }),
);

export const { POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PUT']);
