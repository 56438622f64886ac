import { parse } from 'csv-parse/sync';
import type { Context } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import type { UploadType } from './file-types';
import { readImportFile, type ImportFile } from './read-import-file';

/** One data row of an import: its number (1 = the first data row), the file line it ends on, its cells by column. */
export type ImportRecord = { row: number; line: number | null; cells: Record<string, string> };

export type ImportCsvRules = {
  /** Columns the header must name, and those it may name besides. */
  required: readonly string[];
  optional?: readonly string[];
  /** 'refuse': a column outside required and optional is a 400; 'ignore': it is read and left unused. */
  otherColumns: 'refuse' | 'ignore';
  maxRows: number;
  /** What a row is, for the messages: `{ en: 'students', th: 'นิสิต' }`. */
  noun: { en: string; th: string };
};

/**
 * A file an import cannot read as a whole. Its message is the API's (English, like every 400 body); `thai` is
 * the same refusal for the import screens, which show it from the dry run.
 */
export class ImportFileError extends BadRequestError {
  constructor(
    message: string,
    readonly thai: string,
  ) {
    super(message);
  }
}

/**
 * The one reading of an admin import's CSV (students, companies): UTF-8 with or without a byte order mark (the
 * upload accepts only text that decodes as UTF-8), a header row whose names are trimmed, cells trimmed, blank
 * lines skipped, a short row's missing cells blank. Each record keeps its row number and file line, so every
 * answer about a row (the 400, the dry run) names the same row.
 */
export function readImportCsvText({ text, rules }: { text: string; rules: ImportCsvRules }): ImportRecord[] {
  let parsed: { record: Record<string, string>; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
      info: true,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportFileError(`The file is not a readable CSV: ${reason}`, `อ่านไฟล์ CSV ไม่ได้: ${reason}`);
  }
  const { noun } = rules;
  if (parsed.length === 0)
    throw new ImportFileError(
      `The file holds no ${noun.en}: a header row and at least one row are required`,
      `ไฟล์ไม่มีข้อมูล${noun.th} (ต้องมีแถวหัวตารางและข้อมูลอย่างน้อย 1 แถว)`,
    );
  const header = Object.keys(parsed[0].record);
  const missing = rules.required.filter((column) => !header.includes(column));
  if (missing.length)
    throw new ImportFileError(
      `The header row must name ${rules.required.join(' and ')}`,
      `แถวแรกของไฟล์ต้องเป็นหัวตารางที่มีคอลัมน์ ${rules.required.join(', ')} (ไม่พบ ${missing.join(', ')})`,
    );
  const allowed = [...rules.required, ...(rules.optional ?? [])];
  const unknown = header.filter((name) => !allowed.includes(name));
  if (rules.otherColumns === 'refuse' && unknown.length)
    throw new ImportFileError(
      `Unknown column(s): ${unknown.join(', ')} (allowed: ${allowed.join(', ')})`,
      `ไม่รู้จักคอลัมน์ ${unknown.join(', ')} (ใช้ได้เฉพาะ ${allowed.join(', ')})`,
    );
  if (parsed.length > rules.maxRows)
    throw new ImportFileError(
      `At most ${rules.maxRows} ${noun.en} at once`,
      `นำเข้าได้ครั้งละไม่เกิน ${rules.maxRows.toLocaleString('th-TH')} ${noun.th} (ไฟล์นี้มี ${parsed.length.toLocaleString('th-TH')} แถว)`,
    );
  return parsed.map(({ record, info }, index) => ({
    row: index + 1,
    line: info.lines,
    cells: Object.fromEntries(allowed.map((column) => [column, record[column] ?? ''])),
  }));
}

/** The records of the admin's own uploaded import CSV (readImportFile's checks, then readImportCsvText). */
export async function readImportCsv({
  ctx,
  fileId,
  type,
  rules,
}: {
  ctx: Pick<Context, 'db' | 'actor'>;
  fileId: number;
  type: UploadType;
  rules: ImportCsvRules;
}): Promise<{ file: ImportFile; records: ImportRecord[] }> {
  const file = await readImportFile({ ctx, fileId, type });
  return { file, records: readImportCsvText({ text: file.text, rules }) };
}
