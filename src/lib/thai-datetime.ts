/**
 * The date-time text people type and read in the portal: day/month/Buddhist-era year and a 24-hour time,
 * `18/11/2569 15:53`, always Bangkok wall-clock time whatever the browser's zone. The forms keep the value as
 * `2026-11-18T15:53` (Bangkok, Christian-era year, as `<input type="datetime-local">` did); these convert.
 */
import type { Locale } from '@/i18n/locales';

const BUDDHIST_ERA_OFFSET = 543;

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11-18T15:53` → `18/11/2569 15:53`; '' for an empty or unreadable value. */
export function toThaiDateTimeText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return '';
  const [, year, month, day, hour, minute] = match;
  return `${day}/${month}/${Number(year) + BUDDHIST_ERA_OFFSET} ${hour}:${minute}`;
}

/**
 * `18/11/2569 15:53` (also `18/11/2569 15.53`, one-digit day, month or hour) → `2026-11-18T15:53`; null when it is
 * not a date and time that exist. The year is Buddhist era; a Christian-era year (below 2400) is taken as typed.
 */
export function fromThaiDateTimeText(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2})[:.](\d{2})\s*(น\.)?\s*$/.exec(text);
  if (!match) return null;
  const [day, month, typedYear, hour, minute] = match.slice(1, 6).map(Number);
  const year = typedYear >= 2400 ? typedYear - BUDDHIST_ERA_OFFSET : typedYear;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  // 31/02 and the like: the day must exist in that month (UTC arithmetic, no zone involved).
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

export const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

/** Sunday first, as Thai wall calendars print the week. */
export const THAI_WEEKDAYS_SHORT = ['อา', 'จ', 'อ', 'พ', 'พฤ', 'ศ', 'ส'] as const;

/** A calendar day, Christian-era year and month 1..12; only UTC arithmetic, so the browser's zone never enters. */
export type CalendarDay = { year: number; month: number; day: number };

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Today's date in Bangkok (UTC+7 all year), whatever the browser's zone. */
export function bangkokToday(now: Date = new Date()): CalendarDay {
  const shifted = new Date(now.getTime() + BANGKOK_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** `2026-11-18T15:53` → its day and `15:53`; null when the value is not a date and time yet. */
export function splitDateTimeValue(value: string): { date: CalendarDay; time: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(value);
  if (!match) return null;
  return { date: { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }, time: match[4]! };
}

/** A day and `HH:mm` → the form's value, `2026-11-18T15:53`. */
export function joinDateTimeValue(date: CalendarDay, time: string): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}T${time}`;
}

/** `9:05`, `09.05` or `0905` → `09:05`; null for what is not a 24-hour time. */
export function parseTimeText(text: string): string | null {
  const match = /^\s*(\d{1,2})[:.]?(\d{2})\s*(น\.)?\s*$/.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  return `${pad(hour)}:${pad(minute)}`;
}

/** The day `days` days on (negative: before), across months and years. */
export function addDays(date: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** The same day of the month `months` months on, the month's last day when it is shorter (31 January → 28 February). */
export function addMonths(date: CalendarDay, months: number): CalendarDay {
  const first = new Date(Date.UTC(date.year, date.month - 1 + months, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isSameDay(a: CalendarDay | null | undefined, b: CalendarDay | null | undefined): boolean {
  return Boolean(a && b && a.year === b.year && a.month === b.month && a.day === b.day);
}

/** `พฤศจิกายน 2569`: the month's Thai name and its Buddhist-era year. */
export function thaiMonthYear(year: number, month: number): string {
  return `${THAI_MONTHS[month - 1]} ${year + BUDDHIST_ERA_OFFSET}`;
}

/** `18 พฤศจิกายน 2569`: a day as a screen reader hears it. */
export function thaiLongDate(date: CalendarDay): string {
  return `${date.day} ${thaiMonthYear(date.year, date.month)}`;
}

/** The month's weeks, Sunday first; the days of the neighbouring months are null. */
export function monthWeeks(year: number, month: number): (number | null)[][] {
  const leading = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const cells: (number | null)[] = [
    ...Array<null>(leading).fill(null),
    ...Array.from({ length: daysInMonth(year, month) }, (_, i) => i + 1),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

// The same field in English (docs/languages.md): day/month/Christian-era year, `18/11/2026 15:53`. Typing reads both
// eras in either language (fromThaiDateTimeText), so only what is printed changes.

/** `2026-11-18T15:53` → `18/11/2026 15:53` in English, the Thai form otherwise; '' for an empty or unreadable value. */
export function toDateTimeTextIn(locale: Locale, value: string): string {
  if (locale !== 'en') return toThaiDateTimeText(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return '';
  const [, year, month, day, hour, minute] = match;
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

const ENGLISH_WEEKDAYS_SHORT = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
const englishMonthYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** The calendar's weekday heads, Sunday first. */
export function weekdaysShortIn(locale: Locale): readonly string[] {
  return locale === 'en' ? ENGLISH_WEEKDAYS_SHORT : THAI_WEEKDAYS_SHORT;
}

/** `November 2026` in English, `พฤศจิกายน 2569` in Thai. */
export function monthYearIn(locale: Locale, year: number, month: number): string {
  return locale === 'en' ? englishMonthYear.format(new Date(Date.UTC(year, month - 1, 1))) : thaiMonthYear(year, month);
}

/** `18 November 2026` in English, `18 พฤศจิกายน 2569` in Thai: a day as a screen reader hears it. */
export function longDateIn(locale: Locale, date: CalendarDay): string {
  return `${date.day} ${monthYearIn(locale, date.year, date.month)}`;
}
