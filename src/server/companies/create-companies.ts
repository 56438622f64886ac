import type { AdminCompanyView } from '@/lib/companies';
import type { Context } from '@/server/context';
import { planCompanyImport, refuseUnlessAllCreate, writeCompanyImport, type CompanyImportInputRow } from './company-import-plan';

/**
 * POST /api/admin/companies: creates every company of the list or none. A bad row answers 400; a name (Thai or
 * English, ignoring case) that repeats in the list or that an existing company already has answers 409 naming
 * every such row. `rows` come from a JSON body (companyRowsOfJson) or a CSV (companyRowsOfRecords); the dry run
 * (dryRunCompanyImport) decides by the same plan.
 */
export async function createCompanies({ ctx, rows }: { ctx: Context; rows: CompanyImportInputRow[] }): Promise<AdminCompanyView[]> {
  return ctx.db.transaction(async (tx) => {
    const plan = await planCompanyImport({ db: tx, rows });
    refuseUnlessAllCreate(plan);
    return writeCompanyImport({ db: tx, actor: ctx.actor, plan });
  });
}
