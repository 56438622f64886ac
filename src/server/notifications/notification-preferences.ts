import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { columnName } from '@/db/column-name';
import { notificationPreferences } from '@/db/schema';
import {
  isEmailEnabledByDefault,
  NOTIFICATION_KIND_LABELS_TH,
  NOTIFICATION_KINDS_OF_ROLE,
  type NotificationKind,
  type NotificationPreference,
} from '@/lib/notifications';
import type { Recipient } from './recipient';

/** Every kind the recipient's role receives, with its e-mail switch (the default where never set). */
export async function preferencesOf({ db, recipient }: { db: Executor; recipient: Recipient }): Promise<NotificationPreference[]> {
  const rows = await db
    .select({
      kind: notificationPreferences.kind,
      isEmailEnabled: notificationPreferences.isEmailEnabled,
      isLineEnabled: notificationPreferences.isLineEnabled,
    })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.recipientRole, recipient.role), eq(notificationPreferences.recipientId, recipient.id)));
  const chosen = new Map(rows.map((row) => [row.kind, row]));
  return NOTIFICATION_KINDS_OF_ROLE[recipient.role].map((kind) => ({
    kind,
    label: NOTIFICATION_KIND_LABELS_TH[kind],
    isEmailEnabled: chosen.get(kind)?.isEmailEnabled ?? isEmailEnabledByDefault(kind),
    isLineEnabled: chosen.get(kind)?.isLineEnabled ?? true,
  }));
}

export async function setEmailPreference({
  db,
  now,
  recipient,
  kind,
  isEmailEnabled,
}: {
  db: Executor;
  now: Date;
  recipient: Recipient;
  kind: NotificationKind;
  isEmailEnabled: boolean;
}): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ recipientRole: recipient.role, recipientId: recipient.id, kind, isEmailEnabled, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.recipientRole, notificationPreferences.recipientId, notificationPreferences.kind],
      set: { isEmailEnabled: sql`excluded.${columnName(notificationPreferences.isEmailEnabled)}`, updatedAt: now },
    });
}

/** LINE on or off for one kind; a new row keeps the kind's e-mail default. */
export async function setLinePreference({
  db,
  now,
  recipient,
  kind,
  isLineEnabled,
}: {
  db: Executor;
  now: Date;
  recipient: Recipient;
  kind: NotificationKind;
  isLineEnabled: boolean;
}): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({
      recipientRole: recipient.role,
      recipientId: recipient.id,
      kind,
      isEmailEnabled: isEmailEnabledByDefault(kind),
      isLineEnabled,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [notificationPreferences.recipientRole, notificationPreferences.recipientId, notificationPreferences.kind],
      set: { isLineEnabled: sql`excluded.${columnName(notificationPreferences.isLineEnabled)}`, updatedAt: now },
    });
}
