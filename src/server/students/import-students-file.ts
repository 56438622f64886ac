import { z } from 'zod';
import type { Context } from '@/server/context';
import { readImportFile } from '@/server/files';
import type { ImportStudentsAnswer } from '@/lib/student-profile';
import { importStudents } from './import-students';
import { studentRowsOfCsv } from './student-rows-of-csv';

/** POST /api/admin/students with an uploaded file instead of rows: `admissionYear` fills the rows whose cell is blank. */
export const importStudentsFromFileInput = z.strictObject({
  fileId: z.number().int().positive(),
  admissionYear: z.number().int().optional(),
});
export type ImportStudentsFromFileInput = z.output<typeof importStudentsFromFileInput>;

/** POST /api/admin/students {fileId}: imports the admin's own uploaded STUDENT_ID_LIST_CSV, all rows or none. */
export async function importStudentsFromFile({
  ctx,
  input,
}: {
  ctx: Context;
  input: ImportStudentsFromFileInput;
}): Promise<ImportStudentsAnswer> {
  const file = await readImportFile({ ctx, fileId: input.fileId, type: 'STUDENT_ID_LIST_CSV' });
  const rows = studentRowsOfCsv({ text: file.text, fallbackYear: input.admissionYear });
  return importStudents({ ctx, rows, source: { fileId: file.fileId, originalName: file.originalName } });
}
