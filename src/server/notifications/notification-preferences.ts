import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/db/client';
import { notificationPreferences } from '@/db/schema';
import { isEmailEnabledByDefault, NOTIFICATION_KIND_LABELS_TH, NOTIFICATION_KINDS, NOTIFICATION_KINDS_OF_ROLE, type NotificationKind } from '@/lib/notifications';
import type { Recipient } from './recipient';

export type NotificationPreference = { kind: NotificationKind; label: string; isEmailEnabled: boolean };

export const notificationPreferencesInput = z.object({
  preferences: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), isEmailEnabled: z.boolean() })).min(1).max(NOTIFICATION_KINDS.length),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>;

export async function preferencesOf(db: Executor, recipient: Recipient): Promise<NotificationPreference[]> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, isEmailEnabled: notificationPreferences.isEmailEnabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.recipientRole, recipient.role), eq(notificationPreferences.recipientId, recipient.id)));
  const chosen = new Map(rows.map((row) => [row.kind, row.isEmailEnabled]));
  return NOTIFICATION_KINDS_OF_ROLE[recipient.role].map((kind) => ({ kind, label: NOTIFICATION_KIND_LABELS_TH[kind], isEmailEnabled: chosen.get(kind) ?? isEmailEnabledByDefault(kind) }));
}

export async function setEmailPreference(db: Executor, recipient: Recipient, kind: NotificationKind, isEmailEnabled: boolean, now: Date): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ recipientRole: recipient.role, recipientId: recipient.id, kind, isEmailEnabled, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.recipientRole, notificationPreferences.recipientId, notificationPreferences.kind],
      set: { isEmailEnabled: sql`excluded.is_email_enabled`, updatedAt: now },
    });
}
