import type { Executor } from '@/db/client';
import type { Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { agreementNoticeNames, noticeToCompany, noticeToStudent } from './agreement-notices';
import { agreementMomentsOf, type AgreementRow } from './agreement-rows';

/**
 * A reminder to whoever must sign next (the student first, then the company), under the given event key, in the
 * words of the scheduler's reminders. Answers how many notices were new (0: this reminder was already written).
 */
export async function remindNextSigner({ db, now, row, eventKey }: { db: Executor; now: Date; row: AgreementRow; eventKey: string }) {
  const a = agreementMomentsOf(row);
  const notice = {
    eventKey,
    text: (locale: Locale) => {
      const t = translatorFor({ locale, namespace: 'AgreementReminderNotice' });
      const { student, company, opening } = agreementNoticeNames(row, locale);
      return { title: t('title', { student }), body: t('body', { opening, company }) };
    },
  };
  return a?.studentSignedAt ? noticeToCompany({ db, now, placement: row, notice }) : noticeToStudent({ db, now, placement: row, notice });
}
