// PUT /api/admin/settings/{key} {value} – creates or replaces a setting
import { z } from 'zod';
import { setting } from '@/lib/settings';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';
import { putSetting, settingKeyParam } from '@/server/settings';

export const PUT = route(
  { auth: ADMIN, params: z.object({ key: settingKeyParam }), body: z.object({ value: z.string().max(10_000) }), response: setting },
  async ({ ctx, params, body }) => putSetting({ ctx, key: params.key, value: body.value }),
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['PUT']);
