// GET /api/settings/{key} – one setting's value
import { z } from 'zod';
import { methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';
import { getSetting, settingKeyParam } from '@/server/settings';

export const GET = route({ auth: PORTAL_ROLES, params: z.object({ key: settingKeyParam }) }, async ({ ctx, params }) => getSetting({ ctx, key: params.key }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
