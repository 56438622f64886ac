import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { AdminCompanyView } from '@/lib/companies';
import type { Context } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import { readImportFile } from '@/server/files';
import { describeIssues } from '@/server/validation';
import { newCompaniesBody } from './company-body';
import { createCompanies } from './create-companies';

/** POST /api/admin/companies with an uploaded COMPANY_NAME_LIST_CSV instead of the list. */
export const companyImportFileBody = z.strictObject({ fileId: z.number().int().positive() });

/**
 * The rows of a COMPANY_NAME_LIST_CSV (header companyNameTh,companyNameEn), read as the import screen's
 * preview reads them (import-companies-dialog). Row problems answer 400 as the JSON list would, with the
 * same `body.N` paths (N counts data rows from 0), so the screen marks the same rows either way.
 */
export function companyRowsOfCsv(text: string): z.output<typeof newCompaniesBody> {
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: (header: string[]) => header.map((name) => name.trim()), skip_empty_lines: true, trim: true, bom: true, relax_column_count: true });
  } catch (error) {
    throw new BadRequestError(`The file is not a readable CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (records.length === 0) throw new BadRequestError('The file holds no companies: a header row and at least one row are required');
  if (!('companyNameTh' in records[0]) || !('companyNameEn' in records[0])) throw new BadRequestError('The header row must name companyNameTh and companyNameEn');
  const parsed = newCompaniesBody.safeParse(records.map((record) => ({ companyNameTh: record.companyNameTh ?? '', companyNameEn: record.companyNameEn ?? '' })));
  if (!parsed.success) throw new BadRequestError(describeIssues(parsed.error, 'body'));
  return parsed.data;
}

/** POST /api/admin/companies {fileId}: creates the companies of the admin's own uploaded CSV, all or none. */
export async function importCompaniesFromFile(ctx: Context, body: z.infer<typeof companyImportFileBody>): Promise<AdminCompanyView[]> {
  const file = await readImportFile({ ctx, fileId: body.fileId, type: 'COMPANY_NAME_LIST_CSV' });
  return createCompanies(ctx, companyRowsOfCsv(file.text));
}
