// GET /api/settings/{key} – one setting's value
import { z } from 'zod';
import { settingValue } from '@/lib/settings';
import { methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';
import { getSetting, settingKeyParam } from '@/server/settings';

export const GET = route(
  { auth: PORTAL_ROLES, params: z.object({ key: settingKeyParam }), response: settingValue },
  async ({ ctx, params }) => getSetting({ ctx, key: params.key }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
