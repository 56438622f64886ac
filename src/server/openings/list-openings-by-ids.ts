import { desc, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { openings } from '@/db/schema';
import type { List } from '@/lib/list';
import type { AdminOpeningView } from '@/lib/openings';
import type { Context } from '@/server/context';
import { idParam, listQuery, offsetOf, paginationQuery, toList } from '@/server/validation';
import { selectAdminOpeningViews } from './opening-view';

export const listOpeningsByIdsQuery = paginationQuery.extend({ openingIds: listQuery(idParam).optional() });
export type ListOpeningsByIdsQuery = z.output<typeof listOpeningsByIdsQuery>;

/**
 * GET /api/admin/openings?openingIds: the named openings (unknown ids are skipped) in the order
 * asked, paged; without openingIds every opening, newest first.
 */
export async function listOpeningsByIds({ ctx, query }: { ctx: Context; query: ListOpeningsByIdsQuery }): Promise<List<AdminOpeningView>> {
  if (query.openingIds?.length) {
    const requested = [...new Set(query.openingIds)];
    const existing = new Set(
      (await ctx.db.select({ openingId: openings.openingId }).from(openings).where(inArray(openings.openingId, requested))).map(
        (row) => row.openingId,
      ),
    );
    const known = requested.filter((openingId) => existing.has(openingId));
    const pageIds = known.slice(offsetOf(query), offsetOf(query) + query.limit);
    return toList(await selectAdminOpeningViews({ db: ctx.db, openingIds: pageIds, now: ctx.now }), known.length, query);
  }
  const page = await ctx.db
    .select({ openingId: openings.openingId, total: sql<number>`count(*) over ()` })
    .from(openings)
    .orderBy(desc(openings.openingId))
    .limit(query.limit)
    .offset(offsetOf(query));
  const total =
    page.length > 0 ? Number(page[0].total) : Number((await ctx.db.select({ total: sql<number>`count(*)` }).from(openings))[0].total);
  return toList(await selectAdminOpeningViews({ db: ctx.db, openingIds: page.map((row) => row.openingId), now: ctx.now }), total, query);
}
