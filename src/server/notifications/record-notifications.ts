import type { Executor } from '@/db/client';
import { notifications } from '@/db/schema';
import type { Locale } from '@/i18n/locales';
import type { NotificationKind, NotificationRecipientRole } from '@/lib/notifications';
import { recipientLocales } from './recipient-locale';

/** A notification's words in one language. */
export type NotificationText = { title: string; body: string };

/**
 * One notification to write: eventKey names the event, so (recipient, eventKey) is written once whoever writes it again.
 * Its words are either given (`title`, `body`), or written by `text` in the recipient's language (accounts.locale),
 * looked up for every draft at once when the outbox row is written.
 */
export type NotificationDraft = {
  recipientRole: NotificationRecipientRole;
  recipientId: string;
  kind: NotificationKind;
  eventKey: string;
  linkPath: string;
} & (NotificationText | { text: (locale: Locale) => NotificationText });

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
  if (drafts.length === 0) return 0;
  const toWrite = drafts.filter((draft) => 'text' in draft);
  const localeOf = toWrite.length > 0 ? await recipientLocales({ db, recipients: toWrite }) : null;
  // Drafts that share one `text` (a cohort told the same thing) are written once per language.
  const texts = new Map<(locale: Locale) => NotificationText, Map<Locale, NotificationText>>();
  const textOf = (text: (locale: Locale) => NotificationText, locale: Locale): NotificationText => {
    const byLocale = texts.get(text) ?? new Map<Locale, NotificationText>();
    texts.set(text, byLocale);
    const known = byLocale.get(locale);
    if (known) return known;
    const made = text(locale);
    byLocale.set(locale, made);
    return made;
  };
  const rows = drafts.map((draft) => {
    const { recipientRole, recipientId, kind, eventKey, linkPath } = draft;
    const { title, body } = 'text' in draft ? textOf(draft.text, localeOf!(draft)) : draft;
    return { recipientRole, recipientId, kind, eventKey, linkPath, title, body };
  });
  let written = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    const inserted = await db
      .insert(notifications)
      .values(chunk.map((row) => ({ ...row, createdAt: now, emailNextAttemptAt: now, lineNextAttemptAt: now })))
      .onConflictDoNothing({ target: [notifications.recipientRole, notifications.recipientId, notifications.eventKey] })
      .returning({ notificationId: notifications.notificationId });
    written += inserted.length;
  }
  return written;
}
