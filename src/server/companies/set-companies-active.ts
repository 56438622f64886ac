import type { Context } from '@/server/context';
import { applyInBulk, type BulkResult, type BulkSelection } from '@/server/bulk';
import { matchingCompanyIds, type AdminCompanyFilter } from './admin-company-filter';
import { setCompanyActive } from './set-company-active';

/** POST /api/admin/companies/disable|enable: the single-company action on every selected company, all or nothing, one audit row each. */
export async function setCompaniesActive({
  ctx,
  selection,
  isActive,
}: {
  ctx: Context;
  selection: BulkSelection<number, AdminCompanyFilter>;
  isActive: boolean;
}): Promise<BulkResult<number>> {
  return applyInBulk({
    ctx,
    selection,
    matching: matchingCompanyIds,
    apply: ({ ctx: rowCtx, id }) => setCompanyActive({ ctx: rowCtx, companyId: id, isActive }),
    label: (companyId) => `Company ${companyId}`,
  });
}
