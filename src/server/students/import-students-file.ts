import { z } from 'zod';
import { MAX_IMPORT_ROWS, type ImportStudentsAnswer } from '@/lib/student-profile';
import type { Context } from '@/server/context';
import { readImportCsv, rowsOrFileBody } from '@/server/files';
import { importStudents } from './import-students';
import { STUDENT_CSV_RULES, studentRowsOfJson, studentRowsOfRecords, type StudentImportInputRow } from './student-import-plan';

/** POST /api/admin/students with an uploaded file instead of rows: `admissionYear` fills the rows whose cell is blank. */
export const importStudentsFromFileInput = z.strictObject({
  fileId: z.number().int().positive(),
  admissionYear: z.number().int().optional(),
});
export type ImportStudentsFromFileInput = z.output<typeof importStudentsFromFileInput>;

/**
 * The body of POST /api/admin/students and of its dry run: rows, or an uploaded file. Rows are checked one by one
 * in the verb, so a 400 can name every bad row rather than the first issues.
 */
export const importStudentsBody = rowsOrFileBody(z.array(z.unknown()).min(1).max(MAX_IMPORT_ROWS), importStudentsFromFileInput);

/** The rows of an import body (a JSON list, or `{fileId}` of the admin's own STUDENT_ID_LIST_CSV) and the file they came from. */
export async function studentImportRows({
  ctx,
  body,
}: {
  ctx: Context;
  body: unknown[] | ImportStudentsFromFileInput;
}): Promise<{ rows: StudentImportInputRow[]; source?: { fileId: number; originalName: string } }> {
  if (Array.isArray(body)) return { rows: studentRowsOfJson(body) };
  const { file, records } = await readImportCsv({ ctx, fileId: body.fileId, type: 'STUDENT_ID_LIST_CSV', rules: STUDENT_CSV_RULES });
  return {
    rows: studentRowsOfRecords({ records, fallbackYear: body.admissionYear }),
    source: { fileId: file.fileId, originalName: file.originalName },
  };
}

/** POST /api/admin/students {fileId}: imports the admin's own uploaded STUDENT_ID_LIST_CSV, all rows or none. */
export async function importStudentsFromFile({
  ctx,
  input,
}: {
  ctx: Context;
  input: ImportStudentsFromFileInput;
}): Promise<ImportStudentsAnswer> {
  const { rows, source } = await studentImportRows({ ctx, body: input });
  return importStudents({ ctx, rows, source });
}
