import type { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { ApiError, errorMessage } from '@/lib/api-client';
import { splitValidationMessage } from '@/lib/validation-message';
import { thaiValidationText } from '@/lib/zod-thai';

export type SlotErrorMessages = ReturnType<typeof useTranslations<'CompanySlotErrors'>>;

const FIELDS = [
  'startsAt',
  'lengthMinutes',
  'locationKind',
  'location',
  'capacity',
  'bookingCutoffAt',
  'invitedStudentIds',
  'note',
] as const;
type SlotField = (typeof FIELDS)[number];
const isSlotField = (field: string | null): field is SlotField => (FIELDS as readonly (string | null)[]).includes(field);

const THAI_LETTER = /[\u0E00-\u0E7F]/;

/**
 * The slot rules' own 400 texts (src/server/interviews/slot-rules.ts), said in the page's language. The API answers in
 * the page's language (docs/languages.md): on a Thai page a rule comes in these same Thai words and is shown as it came;
 * the English is worded for a person here.
 */
function translate({
  field,
  text,
  t,
  locale,
  isRule = false,
}: {
  field: string | null;
  text: string;
  t: SlotErrorMessages;
  locale: Locale;
  isRule?: boolean;
}): string {
  if (isRule && THAI_LETTER.test(text)) return text;
  if (text === 'the interview must start in the future') return t('startInFuture');
  if (text === 'the booking cut-off must not be after startsAt') return t('cutoffAfterStart');
  const notApplicant = /^(.+) is not an active applicant of this opening in round (\d+)$/.exec(text);
  if (notApplicant) return t('notApplicant', { student: notApplicant[1], round: notApplicant[2] });
  // zod's own texts: said in Thai on a Thai page, shown as the API gave them otherwise.
  const said = locale === 'th' ? thaiValidationText(text) : text;
  return isSlotField(field) ? `${t(`fields.${field}`)}: ${said}` : said;
}

/**
 * What the slot dialog shows for a refused write: the 409s come as the server wrote them (the window, seats taken, a
 * booked student kept); a 400 comes as `field: message` parts (the zod fields with `body.`, the slot rules without),
 * each said in the page's language here.
 */
export function slotErrorMessage({ error, t, locale }: { error: unknown; t: SlotErrorMessages; locale: Locale }): string {
  const message = errorMessage(error);
  if (!(error instanceof ApiError) || error.status !== 400) return message;
  return splitValidationMessage(message)
    .map((part) => {
      const own = part.path === null ? /^(\w+): (.*)$/s.exec(part.text) : null;
      return own
        ? translate({ field: own[1], text: own[2], t, locale, isRule: true })
        : translate({ field: part.path, text: part.text, t, locale });
    })
    .join(' ');
}
