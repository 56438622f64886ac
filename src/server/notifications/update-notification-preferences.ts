import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATION_KINDS_OF_ROLE, type NotificationPreferences } from '@/lib/notifications';
import type { Context } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import { preferencesOf, setEmailPreference, setLinePreference } from './notification-preferences';
import { recipientOf } from './recipient';

export const notificationPreferencesInput = z.object({
  preferences: z
    .array(
      // Either switch may be left out (older clients send e-mail only); at least one is given.
      z
        .object({ kind: z.enum(NOTIFICATION_KINDS), isEmailEnabled: z.boolean().optional(), isLineEnabled: z.boolean().optional() })
        .refine((preference) => preference.isEmailEnabled !== undefined || preference.isLineEnabled !== undefined, {
          message: 'ระบุ isEmailEnabled หรือ isLineEnabled',
        }),
    )
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
      if (preference.isEmailEnabled !== undefined)
        await setEmailPreference({ db: tx, now: ctx.now, recipient, kind: preference.kind, isEmailEnabled: preference.isEmailEnabled });
      if (preference.isLineEnabled !== undefined)
        await setLinePreference({ db: tx, now: ctx.now, recipient, kind: preference.kind, isLineEnabled: preference.isLineEnabled });
    }
  });
  return { items: await preferencesOf({ db: ctx.db, recipient }) };
}
