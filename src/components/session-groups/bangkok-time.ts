/**
 * `<input type="datetime-local">` has no time zone; the portal's dates are Bangkok time (UTC+7 all
 * year, no daylight saving), so the conversion is a fixed offset whatever the browser's zone.
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** ISO instant → "2027-01-15T09:30" as a Bangkok wall-clock time; '' for none. */
export function toBangkokInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

/** "2027-01-15T09:30" read as Bangkok time → ISO instant; null for an empty or unreadable value. */
export function fromBangkokInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(`${value.slice(0, 16)}:00+07:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
