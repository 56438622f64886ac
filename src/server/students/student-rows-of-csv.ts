import { parse } from 'csv-parse/sync';
import { MAX_IMPORT_ROWS } from '@/lib/student-profile';
import { BadRequestError } from '@/server/errors';

/** The columns of a STUDENT_ID_LIST_CSV, as the import screen's template names them. */
export const STUDENT_CSV_COLUMNS = ['studentId', 'admissionYear', 'programId', 'departmentId', 'facultyId', 'universityId'] as const;
const NUMBER_COLUMNS = STUDENT_CSV_COLUMNS.filter((column) => column !== 'studentId');

/**
 * A blank cell is left out (admissionYear falls back to the body's); digits become a number; anything
 * else is passed on as text, so the row check names it ("Expected number, received string") like a
 * JSON import would.
 */
function cellValue(cell: string | undefined): number | string | undefined {
  const value = cell?.trim() ?? '';
  if (value === '') return undefined;
  return /^\d{1,9}$/.test(value) ? Number(value) : value;
}

/** The same reading as the import screen's preview (student-import-dialog), so both count rows alike. */
export function studentRowsOfCsv({ text, fallbackYear }: { text: string; fallbackYear: number | undefined }): Record<string, unknown>[] {
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw new BadRequestError(`The file is not a readable CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (records.length === 0) throw new BadRequestError('The file holds no students: a header row and at least one row are required');
  const header = Object.keys(records[0]);
  if (!header.includes('studentId')) throw new BadRequestError('The header row has no studentId column');
  const unknown = header.filter((name) => !(STUDENT_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length) throw new BadRequestError(`Unknown column(s): ${unknown.join(', ')} (allowed: ${STUDENT_CSV_COLUMNS.join(', ')})`);
  if (records.length > MAX_IMPORT_ROWS) throw new BadRequestError(`At most ${MAX_IMPORT_ROWS} students at once`);
  return records.map((record) => {
    const row: Record<string, unknown> = { studentId: record.studentId ?? '' };
    for (const column of NUMBER_COLUMNS) {
      const value = cellValue(record[column]) ?? (column === 'admissionYear' ? fallbackYear : undefined);
      if (value !== undefined) row[column] = value;
    }
    return row;
  });
}
