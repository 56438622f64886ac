import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { personNameIn } from '@/lib/names';
import { SCORE_LIMITS } from '@/lib/student-profile';
import { fieldOf, splitValidationMessage } from '@/lib/validation-message';
import { thaiValidationText } from '@/lib/zod-thai';
import { NUMBER_FIELDS, TEXT_FIELDS } from './profile-editor/profile-values';

/** The profile's fields that have a name in the StudentFields namespace (labels, errors, the "still missing" list). */
const LABELLED_FIELDS = [
  ...TEXT_FIELDS,
  ...NUMBER_FIELDS,
  'interests',
  'admissionYear',
  'programId',
  'facultyId',
  'departmentId',
  'universityId',
  'year',
  'semester',
  'gpa',
] as const;
type LabelledField = (typeof LABELLED_FIELDS)[number];

/** The fields whose rule is told whatever the precise validation message was. */
const RULE_FIELDS = [
  'email',
  'phone',
  'portfolioUrl',
  'projectExternalLink',
  'gpax',
  'gpa',
  'toefl',
  'ielts',
  'toeic',
  'semester',
  'year',
  'admissionYear',
  'interests',
] as const;
type RuleField = (typeof RULE_FIELDS)[number];
const LIMITED_FIELDS = ['gpax', 'gpa', 'toefl', 'ielts', 'toeic'] as const;

const isLabelled = (field: string): field is LabelledField => (LABELLED_FIELDS as readonly string[]).includes(field);
const isRuleField = (field: string): field is RuleField => (RULE_FIELDS as readonly string[]).includes(field);
const isLimited = (field: string): field is (typeof LIMITED_FIELDS)[number] => (LIMITED_FIELDS as readonly string[]).includes(field);

export type FieldErrors = Record<string, string>;

/** The names and rules of the profile's fields in the page's language: `useFieldText()` in a client component. */
export type FieldText = { label: (field: string) => string; rule: (field: string, message: string) => string };

export function useFieldText(): FieldText {
  const t = useTranslations('StudentFields');
  const locale = useLocale();
  const label = (field: string) => (isLabelled(field) ? t(`labels.${field}`) : field);
  const rule = (field: string, message: string) => {
    if (field === 'gpa' && /Required/.test(message)) return t('rules.gpaRequired');
    if (/does not exist/.test(message)) return t('rules.notFound', { label: label(field) });
    if (isRuleField(field)) {
      if (isLimited(field)) {
        const { min, max } = SCORE_LIMITS[field];
        return t(`rules.${field}`, { min: String(min), max: String(max) });
      }
      return t(`rules.${field}`);
    }
    return t('rules.other', { label: label(field), text: locale === 'th' ? thaiValidationText(message) : message });
  };
  return { label, rule };
}

/**
 * A 400 message (`body.toeic: Too big: expected number to be <=990; body.email: Invalid email address`)
 * turned into one message per field in the page's language, so each error sits under its own input.
 */
export function fieldErrorsFromMessage(message: string, text: FieldText): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, text: issueText } of splitValidationMessage(message)) {
    if (path && !errors[fieldOf(path)]) errors[fieldOf(path)] = text.rule(fieldOf(path), issueText);
  }
  return errors;
}

/** The same, from the browser's own check with the server's schema, before anything is sent. */
export function fieldErrorsFromIssues(error: z.ZodError, text: FieldText): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = text.rule(field, issue.message);
  }
  return errors;
}

/** A student's name in the reader's language, else in the other (Thai unless a locale is given). */
export function studentFullName(
  student: {
    titleTh?: string | null;
    firstNameTh: string | null;
    lastNameTh: string | null;
    firstNameEn?: string | null;
    lastNameEn?: string | null;
  },
  locale: Locale = 'th',
): string {
  return personNameIn({
    locale,
    th: { firstName: student.firstNameTh, lastName: student.lastNameTh },
    en: { firstName: student.firstNameEn, lastName: student.lastNameEn },
  });
}
