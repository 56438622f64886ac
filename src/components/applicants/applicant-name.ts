import type { Locale } from '@/i18n/locales';
import { personNameIn } from '@/lib/names';
import { studentDisplayName } from '@/lib/student-profile';

type ApplicantNames = {
  studentId: string;
  titleTh?: string | null;
  firstNameTh: string | null;
  lastNameTh: string | null;
  firstNameEn?: string | null;
  lastNameEn?: string | null;
};

/** An applicant's name in the page's language: on a Thai page exactly as before (with the title), else the English name. */
export function applicantName(item: ApplicantNames, locale: Locale): string {
  if (locale !== 'en') return studentDisplayName(item);
  return (
    personNameIn({
      locale,
      th: { firstName: item.firstNameTh, lastName: item.lastNameTh },
      en: { firstName: item.firstNameEn, lastName: item.lastNameEn },
    }) || item.studentId
  );
}
