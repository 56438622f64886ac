import type { ImportPreview } from '@/lib/imports';
import type { Context } from '@/server/context';
import { inRolledBackTransaction, previewOfFileProblem, previewOfPlan } from '@/server/dry-run';
import { ImportFileError } from '@/server/files';
import { studentImportRows, type ImportStudentsFromFileInput } from './import-students-file';
import { planStudentImport, writeStudentImport } from './student-import-plan';

/**
 * POST /api/admin/students/dry-run: what POST /api/admin/students would do with the same body, row by row, in
 * Thai, and nothing written. It reads the file and plans the rows as the import does; when every row would be
 * created it also runs the import's writes, in a transaction that is rolled back. A file that cannot be read
 * as a whole answers 200 with `fileProblem`; the file's access checks (403, 404, another type) answer as the import.
 */
export async function dryRunStudentImport({
  ctx,
  input,
}: {
  ctx: Context;
  input: unknown[] | ImportStudentsFromFileInput;
}): Promise<ImportPreview> {
  let read: Awaited<ReturnType<typeof studentImportRows>>;
  try {
    read = await studentImportRows({ ctx, body: input });
  } catch (error) {
    if (error instanceof ImportFileError) return previewOfFileProblem(error.thai);
    throw error;
  }
  return inRolledBackTransaction(ctx.db, async (tx) => {
    const plan = await planStudentImport({ db: tx, rows: read.rows });
    const preview = previewOfPlan(plan);
    if (preview.willImport) await writeStudentImport({ db: tx, actor: ctx.actor, plan, source: read.source });
    return preview;
  });
}
