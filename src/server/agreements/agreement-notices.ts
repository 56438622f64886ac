import type { Executor } from '@/db/client';
import type { Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { companyPlacementPath, studentPlacementPath } from '@/lib/placements';
import { nameIn, personNameIn } from '@/lib/names';
import { companyUsersOf, recordNotifications, type NotificationDraft, type NotificationText } from '@/server/notifications';
import { studentNameOf, type AgreementRow } from './agreement-rows';

type Placement = { sessionId: number; studentId: string; companyId: number };
/** A notice's event and its words, written in each recipient's language (accounts.locale) when the rows are written. */
type Notice = { eventKey: string; text: (locale: Locale) => NotificationText };

/** What an agreement notice names, in the reader's language: the student, the company and the opening (as written). */
export type AgreementNoticeNames = { student: string; company: string; opening: string };

/**
 * The names of an agreement's notices in one language: on a Thai notice the Thai names it always had, on an English
 * one the English names where the records have them (docs/languages.md).
 */
export function agreementNoticeNames(row: AgreementRow, locale: Locale): AgreementNoticeNames {
  const student =
    locale === 'en'
      ? personNameIn({
          locale,
          th: { firstName: row.firstNameTh, lastName: row.lastNameTh },
          en: { firstName: row.firstNameEn, lastName: row.lastNameEn },
        }) || row.studentId
      : studentNameOf(row);
  return { student, company: nameIn({ locale, th: row.companyName, en: row.companyNameEn }), opening: row.openingTitle };
}

/** A notice's words from the AgreementNotice catalogue, with the row's names in the reader's language. */
export function agreementNoticeText(
  row: AgreementRow,
  words: (t: ReturnType<typeof translatorFor<'AgreementNotice'>>, names: AgreementNoticeNames) => NotificationText,
): (locale: Locale) => NotificationText {
  return (locale) => words(translatorFor({ locale, namespace: 'AgreementNotice' }), agreementNoticeNames(row, locale));
}

/** A notice about the agreement to the placement's student, in the caller's transaction (STUDENT_PLACEMENT). */
export async function noticeToStudent({ db, now, placement, notice }: { db: Executor; now: Date; placement: Placement; notice: Notice }) {
  return recordNotifications({
    db,
    now,
    drafts: [
      {
        recipientRole: 'student',
        recipientId: placement.studentId,
        kind: 'STUDENT_PLACEMENT',
        ...notice,
        linkPath: studentPlacementPath(placement.sessionId),
      },
    ],
  });
}

/** The same notice to every active user of the placement's company (COMPANY_PLACEMENT). */
export async function noticeToCompany({ db, now, placement, notice }: { db: Executor; now: Date; placement: Placement; notice: Notice }) {
  const users = await companyUsersOf({ db, companyIds: [placement.companyId] });
  const drafts: NotificationDraft[] = (users.get(placement.companyId) ?? []).map((platformUid) => ({
    recipientRole: 'company_user',
    recipientId: platformUid,
    kind: 'COMPANY_PLACEMENT',
    ...notice,
    linkPath: companyPlacementPath(placement),
  }));
  return recordNotifications({ db, now, drafts });
}
