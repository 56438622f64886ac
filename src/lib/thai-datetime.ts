/**
 * The date-time text people type and read in the portal: day/month/Buddhist-era year and a 24-hour time,
 * `18/11/2569 15:53`, always Bangkok wall-clock time whatever the browser's zone. The forms keep the value as
 * `2026-11-18T15:53` (Bangkok, Christian-era year, as `<input type="datetime-local">` did); these convert.
 */
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
