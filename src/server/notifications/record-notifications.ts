import type { Executor } from '@/db/client';
import { notifications } from '@/db/schema';
import type { NotificationKind, NotificationRecipientRole } from '@/lib/notifications';

/** One notification to write: eventKey names the event, so (recipient, eventKey) is written once whoever writes it again. */
export type NotificationDraft = {
  recipientRole: NotificationRecipientRole;
  recipientId: string;
  kind: NotificationKind;
  eventKey: string;
  title: string;
  body: string;
  linkPath: string;
};

// Well under PostgreSQL's 65,535 bind parameters per statement (8 per row).
const ROWS_PER_INSERT = 2_000;

/**
 * The outbox write: inside the caller's transaction, so the notification exists exactly when the change that
 * caused it committed. An event already recorded for a person is left as it is (the unique key), which is what
 * makes the scheduler's ticks and a retried transaction harmless. Answers how many rows were new.
 */
export async function recordNotifications({
  db,
  now,
  drafts,
}: {
  db: Executor;
  now: Date;
  drafts: readonly NotificationDraft[];
}): Promise<number> {
  let written = 0;
  for (let start = 0; start < drafts.length; start += ROWS_PER_INSERT) {
    const chunk = drafts.slice(start, start + ROWS_PER_INSERT);
    const rows = await db
      .insert(notifications)
      .values(chunk.map((draft) => ({ ...draft, createdAt: now, emailNextAttemptAt: now, lineNextAttemptAt: now })))
      .onConflictDoNothing({ target: [notifications.recipientRole, notifications.recipientId, notifications.eventKey] })
      .returning({ notificationId: notifications.notificationId });
    written += rows.length;
  }
  return written;
}
