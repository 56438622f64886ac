/**
 * Dates are stored in UTC and always shown in Bangkok time: in Thai with Buddhist-era years (ARCHITECTURE.md), in
 * English with Gregorian years (docs/languages.md). Pure functions: the same input gives the same text on server and
 * browser. The plain functions speak Thai; `datesFor(locale)` gives the same set in a language.
 */
import type { Locale } from '@/i18n/locales';

export const TIME_ZONE = 'Asia/Bangkok';
const LOCALE = 'th-TH';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const longDateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

type DateInput = string | Date;

function toDate(value: DateInput): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "15 ม.ค. 2570" */
export function formatDate(value: DateInput | null | undefined, empty = '–'): string {
  const date = value == null ? null : toDate(value);
  return date ? dateFormat.format(date) : empty;
}

/** "วันศุกร์ที่ 15 มกราคม 2570" */
export function formatDateLong(value: DateInput | null | undefined, empty = '–'): string {
  const date = value == null ? null : toDate(value);
  return date ? longDateFormat.format(date) : empty;
}

/** "23:59 น." */
export function formatTime(value: DateInput | null | undefined, empty = '–'): string {
  const date = value == null ? null : toDate(value);
  return date ? `${timeFormat.format(date)} น.` : empty;
}

/** "15 ม.ค. 2570 เวลา 23:59 น." */
export function formatDateTime(value: DateInput | null | undefined, empty = '–'): string {
  const date = value == null ? null : toDate(value);
  return date ? `${dateFormat.format(date)} เวลา ${timeFormat.format(date)} น.` : empty;
}

/** The calendar day in Bangkok as a whole number of days, so "tomorrow" means the next Bangkok day. */
function bangkokDayNumber(date: Date): number {
  const [year, month, day] = dayKeyFormat.format(date).split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How far a moment is from `now`, in Thai: "อีก 3 วัน", "อีก 5 ชั่วโมง", "อีก 10 นาที", "พรุ่งนี้",
 * "วันนี้", "เมื่อวาน", "3 วันที่แล้ว". Within a day it counts hours; beyond, Bangkok calendar days.
 */
export function formatRelative(value: DateInput, now: DateInput): string {
  const target = toDate(value);
  const reference = toDate(now);
  if (!target || !reference) return '–';
  const diff = target.getTime() - reference.getTime();
  const absolute = Math.abs(diff);
  if (absolute < MINUTE) return 'ขณะนี้';
  if (absolute < HOUR) {
    const minutes = Math.floor(absolute / MINUTE);
    return diff > 0 ? `อีก ${minutes} นาที` : `${minutes} นาทีที่แล้ว`;
  }
  if (absolute < 24 * HOUR) {
    const hours = Math.floor(absolute / HOUR);
    return diff > 0 ? `อีก ${hours} ชั่วโมง` : `${hours} ชั่วโมงที่แล้ว`;
  }
  const days = bangkokDayNumber(target) - bangkokDayNumber(reference);
  if (days === 1) return 'พรุ่งนี้';
  if (days === -1) return 'เมื่อวาน';
  return days > 0 ? `อีก ${days} วัน` : `${-days} วันที่แล้ว`;
}

/** Whole time left until a moment, for a countdown: { days, hours, minutes }, or null once passed. */
export function timeLeft(value: DateInput, now: DateInput): { days: number; hours: number; minutes: number } | null {
  const target = toDate(value);
  const reference = toDate(now);
  if (!target || !reference) return null;
  const diff = target.getTime() - reference.getTime();
  if (diff <= 0) return null;
  return {
    days: Math.floor(diff / (24 * HOUR)),
    hours: Math.floor((diff % (24 * HOUR)) / HOUR),
    minutes: Math.floor((diff % HOUR) / MINUTE),
  };
}

/** Thai Buddhist-era year of a moment in Bangkok. */
export function buddhistYear(value: DateInput): number | null {
  const date = toDate(value);
  if (!date) return null;
  return Number(dayKeyFormat.format(date).slice(0, 4)) + 543;
}

const englishDateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const englishLongDateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const englishPlural = new Intl.PluralRules('en');
const englishCount = (count: number, unit: string) => `${count} ${unit}${englishPlural.select(count) === 'one' ? '' : 's'}`;

/** The English of formatRelative: "in 3 days", "5 hours ago", "tomorrow", "now". */
function formatRelativeEnglish(value: DateInput, now: DateInput): string {
  const target = toDate(value);
  const reference = toDate(now);
  if (!target || !reference) return '–';
  const diff = target.getTime() - reference.getTime();
  const absolute = Math.abs(diff);
  const say = (count: number, unit: string) => (diff > 0 ? `in ${englishCount(count, unit)}` : `${englishCount(count, unit)} ago`);
  if (absolute < MINUTE) return 'now';
  if (absolute < HOUR) return say(Math.floor(absolute / MINUTE), 'minute');
  if (absolute < 24 * HOUR) return say(Math.floor(absolute / HOUR), 'hour');
  const days = bangkokDayNumber(target) - bangkokDayNumber(reference);
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${englishCount(days, 'day')}` : `${englishCount(-days, 'day')} ago`;
}

const ENGLISH_DATES = {
  /** "15 Jan 2027" */
  formatDate: (value: DateInput | null | undefined, empty = '–') => {
    const date = value == null ? null : toDate(value);
    return date ? englishDateFormat.format(date) : empty;
  },
  /** "Friday 15 January 2027" */
  formatDateLong: (value: DateInput | null | undefined, empty = '–') => {
    const date = value == null ? null : toDate(value);
    return date ? englishLongDateFormat.format(date).replace(',', '') : empty;
  },
  /** "23:59" */
  formatTime: (value: DateInput | null | undefined, empty = '–') => {
    const date = value == null ? null : toDate(value);
    return date ? timeFormat.format(date) : empty;
  },
  /** "15 Jan 2027, 23:59" */
  formatDateTime: (value: DateInput | null | undefined, empty = '–') => {
    const date = value == null ? null : toDate(value);
    return date ? `${englishDateFormat.format(date)}, ${timeFormat.format(date)}` : empty;
  },
  formatRelative: formatRelativeEnglish,
};

const THAI_DATES: typeof ENGLISH_DATES = { formatDate, formatDateLong, formatTime, formatDateTime, formatRelative };

/**
 * The date formatters of a language: `const { formatDateTime } = datesFor(await getLocale())` on the server,
 * `datesFor(useLocale())` in a client component.
 */
export function datesFor(locale: Locale): typeof ENGLISH_DATES {
  return locale === 'en' ? ENGLISH_DATES : THAI_DATES;
}

const THAI_SHORT_MONTHS = Array.from(
  { length: 12 },
  (_, month) => dateFormat.formatToParts(new Date(Date.UTC(2024, month, 15))).find((part) => part.type === 'month')!.value,
);
const THAI_DATE_TIME_TEXT = /^(\d{1,2}) (\S+) (\d{4}) เวลา (\d{2}):(\d{2}) น\.$/;
const BANGKOK_OFFSET_HOURS = 7;

/**
 * The instant `formatDateTime` wrote ("15 ม.ค. 2570 เวลา 23:59 น.", Bangkok time), or null for any other text: how a
 * date inside a Thai message is written again in another language (src/server/http/api-messages.ts).
 */
export function parseThaiDateTimeText(text: string): Date | null {
  const match = THAI_DATE_TIME_TEXT.exec(text);
  if (!match) return null;
  const month = THAI_SHORT_MONTHS.indexOf(match[2]);
  if (month < 0) return null;
  const [day, year, hour, minute] = [match[1], match[3], match[4], match[5]].map(Number);
  return new Date(Date.UTC(year - 543, month, day, hour - BANGKOK_OFFSET_HOURS, minute));
}
