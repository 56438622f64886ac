import type { Locale } from '@/i18n/locales';
import type { InterviewStudent } from '@/lib/interviews';
import { personNameIn } from '@/lib/names';

/** A student's name in the page's language (else in the other), or their student id while the profile has no name yet. */
export function studentName(student: InterviewStudent, locale: Locale): string {
  const name = personNameIn({
    locale,
    th: { firstName: student.firstNameTh, lastName: student.lastNameTh },
    en: { firstName: student.firstNameEn, lastName: student.lastNameEn },
  });
  return name || student.studentId;
}
