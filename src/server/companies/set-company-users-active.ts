import type { Context } from '@/server/context';
import { applyInBulk, type BulkResult, type BulkSelection } from '@/server/bulk';
import { matchingCompanyUserIds } from './matching-company-user-ids';
import { setCompanyUserActive } from './set-company-user-active';

/**
 * POST /api/admin/companies/{companyId}/users/disable|enable: the single-user action on every selected user
 * of that company, all or nothing; a platformUid of another company is a 404 naming it.
 */
export async function setCompanyUsersActive({
  ctx,
  companyId,
  selection,
  isActive,
}: {
  ctx: Context;
  companyId: number;
  selection: BulkSelection<string, unknown>;
  isActive: boolean;
}): Promise<BulkResult<string>> {
  return applyInBulk({
    ctx,
    selection,
    matching: ({ db }) => matchingCompanyUserIds({ db, companyId }),
    apply: ({ ctx: rowCtx, id }) => setCompanyUserActive({ ctx: rowCtx, companyId, platformUid: id, isActive }),
    label: (platformUid) => `Company user ${platformUid}`,
  });
}
