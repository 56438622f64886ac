import type { ImportPreview } from '@/lib/imports';
import type { Context } from '@/server/context';
import { inRolledBackTransaction, previewOfFileProblem, previewOfPlan } from '@/server/dry-run';
import { ImportFileError } from '@/server/files';
import { planCompanyImport, writeCompanyImport } from './company-import-plan';
import { companyImportRows, type ImportCompaniesFromFileInput } from './import-companies-file';

/**
 * POST /api/admin/companies/dry-run: what POST /api/admin/companies would do with the same body, row by row, in
 * Thai, and nothing written. It plans the rows as the import does; when every row would be created it also runs
 * the import's writes, in a transaction that is rolled back. A file that cannot be read as a whole answers 200
 * with `fileProblem`; the file's access checks (403, 404, another type) answer as the import.
 */
export async function dryRunCompanyImport({
  ctx,
  input,
}: {
  ctx: Context;
  input: unknown[] | ImportCompaniesFromFileInput;
}): Promise<ImportPreview> {
  let rows: Awaited<ReturnType<typeof companyImportRows>>;
  try {
    rows = await companyImportRows({ ctx, body: input });
  } catch (error) {
    if (error instanceof ImportFileError) return previewOfFileProblem(error.thai);
    throw error;
  }
  return inRolledBackTransaction(ctx.db, async (tx) => {
    const plan = await planCompanyImport({ db: tx, rows });
    const preview = previewOfPlan(plan);
    if (preview.willImport) await writeCompanyImport({ db: tx, actor: ctx.actor, plan });
    return preview;
  });
}
