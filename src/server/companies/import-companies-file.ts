import { z } from 'zod';
import type { AdminCompanyView } from '@/lib/companies';
import type { Context } from '@/server/context';
import { readImportFile } from '@/server/files';
import { companyRowsOfCsv } from './company-rows-of-csv';
import { createCompanies } from './create-companies';

/** POST /api/admin/companies with an uploaded COMPANY_NAME_LIST_CSV instead of the list. */
export const importCompaniesFromFileInput = z.strictObject({ fileId: z.number().int().positive() });
export type ImportCompaniesFromFileInput = z.output<typeof importCompaniesFromFileInput>;

/** POST /api/admin/companies {fileId}: creates the companies of the admin's own uploaded CSV, all or none. */
export async function importCompaniesFromFile({
  ctx,
  input,
}: {
  ctx: Context;
  input: ImportCompaniesFromFileInput;
}): Promise<AdminCompanyView[]> {
  const file = await readImportFile({ ctx, fileId: input.fileId, type: 'COMPANY_NAME_LIST_CSV' });
  return createCompanies({ ctx, input: companyRowsOfCsv(file.text) });
}
