import type { Context } from '@/server/context';
import { preferencesOf, type NotificationPreference } from './notification-preferences';
import { recipientOf } from './recipient';

/** GET /api/notifications/preferences: e-mail on or off per kind the person can receive (the centre always lists every event). */
export async function getNotificationPreferences({ ctx }: { ctx: Context }): Promise<{ items: NotificationPreference[] }> {
  return { items: await preferencesOf({ db: ctx.db, recipient: recipientOf(ctx.actor) }) };
}
