import { parse } from 'csv-parse/sync';
import { BadRequestError } from '@/server/errors';
import { describeIssues } from '@/server/validation';
import { createCompaniesInput, type NewCompany } from './create-companies';

/**
 * The rows of a COMPANY_NAME_LIST_CSV (header companyNameTh,companyNameEn), read as the import screen's
 * preview reads them (import-companies-dialog). Row problems answer 400 as the JSON list would, with the
 * same `body.N` paths (N counts data rows from 0), so the screen marks the same rows either way.
 */
export function companyRowsOfCsv(text: string): NewCompany[] {
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
  if (records.length === 0) throw new BadRequestError('The file holds no companies: a header row and at least one row are required');
  if (!('companyNameTh' in records[0]) || !('companyNameEn' in records[0]))
    throw new BadRequestError('The header row must name companyNameTh and companyNameEn');
  const parsed = createCompaniesInput.safeParse(
    records.map((record) => ({ companyNameTh: record.companyNameTh ?? '', companyNameEn: record.companyNameEn ?? '' })),
  );
  if (!parsed.success) throw new BadRequestError(describeIssues(parsed.error, 'body'));
  return parsed.data;
}
