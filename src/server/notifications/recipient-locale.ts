import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { accounts, students } from '@/db/schema';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';
import type { NotificationRecipientRole } from '@/lib/notifications';

type RecipientKey = { recipientRole: NotificationRecipientRole; recipientId: string };

/**
 * The language each recipient reads (accounts.locale, docs/languages.md): at most two queries for any number of
 * recipients. Thai for a person who has not chosen, a student who never signed in, and a mentor (no account).
 */
export async function recipientLocales({
  db,
  recipients,
}: {
  db: Executor;
  recipients: readonly RecipientKey[];
}): Promise<(recipient: RecipientKey) => Locale> {
  const studentIds = [...new Set(recipients.filter((r) => r.recipientRole === 'student').map((r) => r.recipientId))];
  const platformUids = [
    ...new Set(recipients.filter((r) => r.recipientRole === 'admin' || r.recipientRole === 'company_user').map((r) => r.recipientId)),
  ];
  const byStudent = new Map<string, Locale>();
  const byAccount = new Map<string, Locale>();
  if (studentIds.length > 0) {
    const rows = await db
      .select({ studentId: students.studentId, locale: accounts.locale })
      .from(students)
      .innerJoin(accounts, eq(accounts.platformUid, students.platformUid))
      .where(inArray(students.studentId, studentIds));
    for (const row of rows) if (isLocale(row.locale)) byStudent.set(row.studentId, row.locale);
  }
  if (platformUids.length > 0) {
    const rows = await db
      .select({ platformUid: accounts.platformUid, locale: accounts.locale })
      .from(accounts)
      .where(inArray(accounts.platformUid, platformUids));
    for (const row of rows) if (isLocale(row.locale)) byAccount.set(row.platformUid, row.locale);
  }
  return ({ recipientRole, recipientId }) =>
    (recipientRole === 'student' ? byStudent.get(recipientId) : recipientRole === 'mentor' ? undefined : byAccount.get(recipientId)) ??
    DEFAULT_LOCALE;
}
