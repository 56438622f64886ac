import { NOTIFICATION_KINDS_OF_ROLE } from '@/lib/notifications';
import type { Context } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import { preferencesOf, setEmailPreference, type NotificationPreference, type NotificationPreferencesInput } from './notification-preferences';
import { recipientOf } from './recipient';

/** PUT /api/notifications/preferences: sets the kinds named; a kind this role never receives is refused (400). */
export async function updateNotificationPreferences({ ctx, input }: { ctx: Context; input: NotificationPreferencesInput }): Promise<{ items: NotificationPreference[] }> {
  const recipient = recipientOf(ctx.actor);
  const allowed = NOTIFICATION_KINDS_OF_ROLE[recipient.role];
  const foreign = input.preferences.filter((preference) => !allowed.includes(preference.kind)).map((preference) => preference.kind);
  if (foreign.length > 0) throw new BadRequestError(`preferences: ${[...new Set(foreign)].join(', ')} ${foreign.length === 1 ? 'is' : 'are'} not sent to this role`);
  await ctx.db.transaction(async (tx) => {
    for (const preference of input.preferences) await setEmailPreference(tx, recipient, preference.kind, preference.isEmailEnabled, ctx.now);
  });
  return { items: await preferencesOf(ctx.db, recipient) };
}
