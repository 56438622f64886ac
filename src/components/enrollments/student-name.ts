import type { Locale } from '@/i18n/locales';
import { personNameIn } from '@/lib/names';
import { studentDisplayName } from '@/lib/student-profile';

type Names = Parameters<typeof studentDisplayName>[0];

/** A student's name on the admin's lists: as before in Thai, the English name first in English. */
export function studentNameIn(locale: Locale, student: Names): string {
  if (locale !== 'en') return studentDisplayName(student);
  return (
    personNameIn({
      locale,
      th: { firstName: student.firstNameTh, lastName: student.lastNameTh },
      en: { firstName: student.firstNameEn, lastName: student.lastNameEn },
    }) || student.studentId
  );
}
