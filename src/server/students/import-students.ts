import type { ImportStudentsAnswer } from '@/lib/student-profile';
import type { Context } from '@/server/context';
import { planStudentImport, refuseUnlessAllCreate, writeStudentImport, type StudentImportInputRow } from './student-import-plan';

/**
 * POST /api/admin/students: creates every row or none. Every bad row is reported at once (400, row numbers
 * count from 1, the first data row), then studentIds that already exist answer 409 with their list.
 * New students have no account yet: they are linked to one the first time they sign in.
 * `rows` come from a JSON body (studentRowsOfJson) or a CSV (studentRowsOfRecords); `source` is the uploaded
 * CSV they came from, kept in the audit row. The dry run (dryRunStudentImport) decides by the same plan.
 */
export async function importStudents({
  ctx,
  rows,
  source,
}: {
  ctx: Context;
  rows: StudentImportInputRow[];
  source?: { fileId: number; originalName: string };
}): Promise<ImportStudentsAnswer> {
  return ctx.db.transaction(async (tx) => {
    const plan = await planStudentImport({ db: tx, rows });
    refuseUnlessAllCreate(plan);
    const createdCount = await writeStudentImport({ db: tx, actor: ctx.actor, plan, source });
    return { message: `Imported ${createdCount} student(s)`, createdCount };
  });
}
