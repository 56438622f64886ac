import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATION_KINDS_OF_ROLE, type NotificationPreferences } from '@/lib/notifications';
import type { Context } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import { preferencesOf, setEmailPreference } from './notification-preferences';
import { recipientOf } from './recipient';

export const notificationPreferencesInput = z.object({
  preferences: z
    .array(z.object({ kind: z.enum(NOTIFICATION_KINDS), isEmailEnabled: z.boolean() }))
    .min(1)
    .max(NOTIFICATION_KINDS.length),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>;

/** PUT /api/notifications/preferences: sets the kinds named; a kind this role never receives is refused (400). */
export async function updateNotificationPreferences({
  ctx,
  input,
}: {
  ctx: Context;
  input: NotificationPreferencesInput;
}): Promise<NotificationPreferences> {
  const recipient = recipientOf(ctx.actor);
  const allowed = NOTIFICATION_KINDS_OF_ROLE[recipient.role];
  const foreign = input.preferences.filter((preference) => !allowed.includes(preference.kind)).map((preference) => preference.kind);
  if (foreign.length > 0)
    throw new BadRequestError(
      `preferences: ${[...new Set(foreign)].join(', ')} ${foreign.length === 1 ? 'is' : 'are'} not sent to this role`,
    );
  await ctx.db.transaction(async (tx) => {
    for (const preference of input.preferences) {
      await setEmailPreference({ db: tx, now: ctx.now, recipient, kind: preference.kind, isEmailEnabled: preference.isEmailEnabled });
    }
  });
  return { items: await preferencesOf({ db: ctx.db, recipient }) };
}
