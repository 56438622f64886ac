import { desc, sql } from 'drizzle-orm';
import { openings } from '@/db/schema';
import type { List } from '@/lib/list';
import type { AdminOpeningView } from '@/lib/openings';
import type { Context } from '@/server/context';
import { offsetOf, toList, type Pagination } from '@/server/validation';
import type { AdminOpeningFilters } from './admin-opening-scope';
import { groupOpeningsCondition } from './group-openings-scope';
import { selectAdminOpeningViews } from './opening-view';

/** GET /api/admin/session-groups/{sessionGroupId}/openings: every opening of the group's sessions, any status, newest first. */
export async function listGroupOpenings({
  ctx,
  sessionGroupId,
  filters,
}: {
  ctx: Context;
  sessionGroupId: number;
  filters: AdminOpeningFilters & Pagination;
}): Promise<List<AdminOpeningView>> {
  const where = await groupOpeningsCondition({ db: ctx.db, sessionGroupId, filters, now: ctx.now });
  const page = await ctx.db
    .select({ openingId: openings.openingId, total: sql<number>`count(*) over ()` })
    .from(openings)
    .where(where)
    .orderBy(desc(openings.openingId))
    .limit(filters.limit)
    .offset(offsetOf(filters));
  let total = page.length > 0 ? Number(page[0].total) : 0;
  if (page.length === 0 && filters.page > 1)
    total = Number(
      (
        await ctx.db
          .select({ total: sql<number>`count(*)` })
          .from(openings)
          .where(where)
      )[0].total,
    );
  const items = await selectAdminOpeningViews({ db: ctx.db, openingIds: page.map((row) => row.openingId), now: ctx.now });
  return toList(items, total, filters);
}
