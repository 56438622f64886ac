// GET /api/settings – every setting as a map of key to value
import { settingsMap } from '@/lib/settings';
import { methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';
import { listSettings } from '@/server/settings';

export const GET = route({ auth: PORTAL_ROLES, response: settingsMap }, async ({ ctx }) => listSettings({ ctx }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
