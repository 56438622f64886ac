import { and, asc, eq } from 'drizzle-orm';
import { openings, sessions } from '@/db/schema';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { applyInBulk, type BulkResult, type BulkSelection } from '@/server/http/bulk';
import type { AdminOpeningFilters } from './admin-opening-scope';
import { changeOpeningStatusAsAdmin, type AdminOpeningTransition } from './change-opening-status-as-admin';
import { groupOpeningsCondition } from './list-group-openings';

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
    matching: async ({ db, filter }) => {
      const where = await groupOpeningsCondition({ db, sessionGroupId, filters: filter });
      const rows = await db.select({ openingId: openings.openingId }).from(openings).where(where).orderBy(asc(openings.openingId));
      return rows.map((row) => row.openingId);
    },
    apply: async ({ ctx: rowCtx, id }) => {
      const [inGroup] = await rowCtx.db
        .select({ openingId: openings.openingId })
        .from(openings)
        .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
        .where(and(eq(openings.openingId, id), eq(sessions.sessionGroupId, sessionGroupId)))
        .limit(1);
      if (!inGroup) throw new NotFoundError('Opening not found in this session group');
      await changeOpeningStatusAsAdmin(rowCtx, id, transition);
    },
    label: (openingId) => `Opening ${openingId}`,
  });
}
