import type { Context } from '@/server/context';
import { applyInBulk, type BulkResult, type BulkSelection } from '@/server/bulk';
import { assertOpeningInGroup, matchingGroupOpeningIds, type AdminOpeningFilters } from '@/server/openings';
import { unsubmitCompanyRankingAsAdmin } from './unsubmit-company-ranking-as-admin';

/**
 * POST /api/admin/session-groups/{sessionGroupId}/openings/ranking/{round}/unsubmit: the single unsubmit of a
 * company ranking on every selected opening of the group, all or nothing (a 409 names the first opening whose
 * ranking cannot be unsubmitted; an opening of another group is a 404).
 */
export async function unsubmitCompanyRankingsAsAdmin({
  ctx,
  sessionGroupId,
  round,
  selection,
}: {
  ctx: Context;
  sessionGroupId: number;
  round: number;
  selection: BulkSelection<number, AdminOpeningFilters>;
}): Promise<BulkResult<number>> {
  return applyInBulk({
    ctx,
    selection,
    matching: ({ db, filter }) => matchingGroupOpeningIds({ db, sessionGroupId, filter, now: ctx.now }),
    apply: async ({ ctx: rowCtx, id }) => {
      await assertOpeningInGroup({ db: rowCtx.db, sessionGroupId, openingId: id });
      await unsubmitCompanyRankingAsAdmin({ ctx: rowCtx, openingId: id, round });
    },
    label: (openingId) => `Opening ${openingId}`,
  });
}
