import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { ROUND_DATE_KEYS, type RoundDateKey } from '@/lib/labels';
import { splitValidationMessage } from '@/lib/validation-message';
import { thaiValidationText } from '@/lib/zod-thai';

/** The translators fieldErrorsOf speaks with: the SessionFieldErrors and Labels namespaces, and the page's language. */
export type FieldErrorVoice = {
  t: (
    key: 'notBefore' | 'quotedDate' | 'acrossRounds' | 'dateTimeRequired' | 'notBelowMinimum' | 'notAboveMaximum' | 'roundReached',
    values?: Record<string, string>,
  ) => string;
  roundDate: (key: RoundDateKey) => string;
  locale: Locale;
};

/**
 * The server answers a 400 as one line, `body.field: message; body.other: message` (docs/decisions.md).
 * This splits it per field, keyed by the path after `body.` (e.g. `rounds.0.studentRankingDeadline`),
 * and says the messages a person is likely to meet in the page's language. Anything unrecognised is kept under ''.
 */
export function fieldErrorsOf(message: string, voice: FieldErrorVoice): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const part of splitValidationMessage(message)) {
    const key = part.path ?? '';
    const text = translate(part.text, voice);
    errors[key] = errors[key] ? `${errors[key]} ${text}` : text;
  }
  return errors;
}

/** fieldErrorsOf in the page's language. */
export function useFieldErrorsOf(): (message: string) => Record<string, string> {
  const t = useTranslations('SessionFieldErrors');
  const labels = useTranslations('Labels');
  const locale = useLocale();
  return (message) => fieldErrorsOf(message, { t, roundDate: (key) => labels(`roundDate.${key}`), locale });
}

function translate(text: string, { t, roundDate, locale }: FieldErrorVoice): string {
  const dateLabel = (key: string) =>
    (ROUND_DATE_KEYS as readonly string[]).includes(key) ? t('quotedDate', { label: roundDate(key as RoundDateKey) }) : key;
  const order = /^(\w+) must be on or after (\w+)$/.exec(text);
  if (order) return t('notBefore', { date: dateLabel(order[2]) });
  const acrossRounds = /^openingAnnouncementDate of round (\d+) must be on or after resultAnnouncementDate of round (\d+)$/.exec(text);
  if (acrossRounds) return t('acrossRounds', { round: acrossRounds[1], previous: acrossRounds[2] });
  if (text === 'Expected an ISO 8601 date-time') return t('dateTimeRequired');
  if (/must be greater than or equal to minimumApplicationPerStudent/.test(text)) return t('notBelowMinimum');
  if (/cannot be more than maximumApplicationPerStudent/.test(text)) return t('notAboveMaximum');
  if (/has already been reached and cannot be removed/.test(text)) return t('roundReached');
  return locale === 'th' ? thaiValidationText(text) : text;
}
