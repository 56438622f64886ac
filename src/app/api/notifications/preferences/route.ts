// GET /api/notifications/preferences – e-mail on or off per notification kind; PUT /api/notifications/preferences – change them
import { notificationPreferences } from '@/lib/notifications';
import { PORTAL_ROLES, methodsNotAllowed, route } from '@/server/http';
import { getNotificationPreferences, notificationPreferencesInput, updateNotificationPreferences } from '@/server/notifications';

export const GET = route({ auth: PORTAL_ROLES, response: notificationPreferences }, async ({ ctx }) => getNotificationPreferences({ ctx }));

export const PUT = route(
  { auth: PORTAL_ROLES, body: notificationPreferencesInput, response: notificationPreferences },
  async ({ ctx, body }) => updateNotificationPreferences({ ctx, input: body }),
);

export const { POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PUT']);
