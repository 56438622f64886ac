import type { NotificationPreferences } from '@/lib/notifications';
import type { Context } from '@/server/context';
import { preferencesOf } from './notification-preferences';
import { recipientOf } from './recipient';

/** GET /api/notifications/preferences: e-mail on or off per kind the person can receive (the centre always lists every event). */
export async function getNotificationPreferences({ ctx }: { ctx: Context }): Promise<NotificationPreferences> {
  return { items: await preferencesOf({ db: ctx.db, recipient: recipientOf(ctx.actor) }) };
}
