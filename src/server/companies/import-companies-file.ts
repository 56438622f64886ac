import { z } from 'zod';
import type { AdminCompanyView } from '@/lib/companies';
import type { Context } from '@/server/context';
import { readImportCsv, rowsOrFileBody } from '@/server/files';
import {
  COMPANY_CSV_RULES,
  companyRowsOfJson,
  companyRowsOfRecords,
  createCompaniesInput,
  type CompanyImportInputRow,
} from './company-import-plan';
import { createCompanies } from './create-companies';

/** POST /api/admin/companies with an uploaded COMPANY_NAME_LIST_CSV instead of the list. */
export const importCompaniesFromFileInput = z.strictObject({ fileId: z.number().int().positive() });
export type ImportCompaniesFromFileInput = z.output<typeof importCompaniesFromFileInput>;

/** The body of POST /api/admin/companies and of its dry run: the list of names, or an uploaded file. */
export const createCompaniesBody = rowsOrFileBody(createCompaniesInput, importCompaniesFromFileInput);

/** The rows of an import body: a JSON list, or `{fileId}` of the admin's own COMPANY_NAME_LIST_CSV. */
export async function companyImportRows({
  ctx,
  body,
}: {
  ctx: Context;
  body: unknown[] | ImportCompaniesFromFileInput;
}): Promise<CompanyImportInputRow[]> {
  if (Array.isArray(body)) return companyRowsOfJson(body);
  const { records } = await readImportCsv({ ctx, fileId: body.fileId, type: 'COMPANY_NAME_LIST_CSV', rules: COMPANY_CSV_RULES });
  return companyRowsOfRecords(records);
}

/** POST /api/admin/companies {fileId}: creates the companies of the admin's own uploaded CSV, all or none. */
export async function importCompaniesFromFile({
  ctx,
  input,
}: {
  ctx: Context;
  input: ImportCompaniesFromFileInput;
}): Promise<AdminCompanyView[]> {
  return createCompanies({ ctx, rows: await companyImportRows({ ctx, body: input }) });
}
