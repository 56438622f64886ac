import type { Context } from '@/server/context';
import { applyInBulk, type BulkResult, type BulkSelection } from '@/server/bulk';
import type { AdminOpeningFilters } from './admin-opening-scope';
import { changeOpeningStatusAsAdmin, type AdminOpeningTransition } from './change-opening-status-as-admin';
import { assertOpeningInGroup, matchingGroupOpeningIds } from './group-openings-scope';

/**
 * POST /api/admin/session-groups/{sessionGroupId}/openings/publish|unpublish|withdraw: the single-opening
 * transition on every selected opening of the group, all or nothing. The lifecycle table decides per opening
 * (a 409 naming the first that refuses); an opening outside the group is a 404.
 */
export async function changeOpeningsStatusAsAdmin({
  ctx,
  sessionGroupId,
  selection,
  transition,
}: {
  ctx: Context;
  sessionGroupId: number;
  selection: BulkSelection<number, AdminOpeningFilters>;
  transition: AdminOpeningTransition;
}): Promise<BulkResult<number>> {
  return applyInBulk({
    ctx,
    selection,
    matching: ({ db, filter }) => matchingGroupOpeningIds({ db, sessionGroupId, filter, now: ctx.now }),
    apply: async ({ ctx: rowCtx, id }) => {
      await assertOpeningInGroup({ db: rowCtx.db, sessionGroupId, openingId: id });
      await changeOpeningStatusAsAdmin({ ctx: rowCtx, openingId: id, transition });
    },
    label: (openingId) => `Opening ${openingId}`,
  });
}
