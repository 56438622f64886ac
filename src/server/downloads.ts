import 'server-only';

/*
 * What every download of the portal shares, whichever domain builds it (a stored file, a report, a table's
 * export): the content types, the file name header and the spreadsheet formula guard. Shared on purpose,
 * below the domains, so that the audit log's export and the reports do not have to know each other.
 */

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A spreadsheet cell as the reports and exports write it. */
export type SpreadsheetCell = string | number | null;

/**
 * Excel reads a cell that starts with = + - @ (or a tab or carriage return) as a formula, so a student
 * who types "=HYPERLINK(…)" into a profile field could plant one in the admin's spreadsheet (CSV
 * injection, OWASP). Such text cells get a leading apostrophe; numbers are left alone.
 */
export function csvSafe(cell: SpreadsheetCell): string | number {
  if (cell === null) return '';
  if (typeof cell === 'number') return cell;
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` so Thai names survive in every browser (RFC 6266). */
export function contentDisposition(originalName: string, disposition: 'attachment' | 'inline' = 'attachment', asciiName?: string): string {
  const fallback = (asciiName ?? originalName).replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(originalName)}`;
}

/** encodeURIComponent leaves ' ( ) * ! as they are, which RFC 5987 does not allow in a value. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}
