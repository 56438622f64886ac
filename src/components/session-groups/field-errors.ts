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

// The rules below come in the caller's language (docs/languages.md); both keep the fields' names, so they are matched
// by those: `rounds.0.x must be on or after y` and its Thai alike.
const ORDER = /^(\w+) \S.* (\w+)$/;
const ACROSS_ROUNDS = /^openingAnnouncementDate\D+(\d+)\D+resultAnnouncementDate\D+(\d+)$/;
const BELOW_MINIMUM = /^maximumApplicationPerStudent .+ minimumApplicationPerStudent$/;
const ABOVE_MAXIMUM = /^minimumUniqueCompanyCountPerStudent .+ maximumApplicationPerStudent$/;

function translate(text: string, { t, roundDate, locale }: FieldErrorVoice): string {
  const isRoundDate = (key: string): key is RoundDateKey => (ROUND_DATE_KEYS as readonly string[]).includes(key);
  const acrossRounds = ACROSS_ROUNDS.exec(text);
  if (acrossRounds) return t('acrossRounds', { round: acrossRounds[1], previous: acrossRounds[2] });
  const order = ORDER.exec(text);
  if (order && isRoundDate(order[1]) && isRoundDate(order[2])) {
    return t('notBefore', { date: t('quotedDate', { label: roundDate(order[2]) }) });
  }
  if (text === 'Expected an ISO 8601 date-time') return t('dateTimeRequired');
  if (BELOW_MINIMUM.test(text)) return t('notBelowMinimum');
  if (ABOVE_MAXIMUM.test(text)) return t('notAboveMaximum');
  if (/has already been reached and cannot be removed/.test(text)) return t('roundReached');
  return locale === 'th' ? thaiValidationText(text) : text;
}
