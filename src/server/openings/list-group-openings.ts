import { and, desc, eq, sql } from 'drizzle-orm';
import { openings, sessionGroups, sessions } from '@/db/schema';
import type { List } from '@/lib/list';
import type { AdminOpeningView } from '@/lib/openings';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { offsetOf, toList, type Pagination } from '@/server/http/validation';
import { adminOpeningConditions, type AdminOpeningFilters } from './admin-opening-scope';
import { selectAdminOpeningViews } from './opening-view';

/** GET /api/admin/session-groups/{sessionGroupId}/openings: every opening of the group's sessions, any status, newest first. */
export async function listGroupOpenings(ctx: Context, sessionGroupId: number, filters: AdminOpeningFilters & Pagination): Promise<List<AdminOpeningView>> {
  const [group] = await ctx.db.select({ sessionGroupId: sessionGroups.sessionGroupId }).from(sessionGroups).where(eq(sessionGroups.sessionGroupId, sessionGroupId)).limit(1);
  if (!group) throw new NotFoundError('Session group not found');
  const where = and(sql`${openings.sessionId} in (select ${sessions.sessionId} from ${sessions} where ${sessions.sessionGroupId} = ${sessionGroupId})`, ...adminOpeningConditions(filters, ctx.now));
  const page = await ctx.db
    .select({ openingId: openings.openingId, total: sql<number>`count(*) over ()` })
    .from(openings)
    .where(where)
    .orderBy(desc(openings.openingId))
    .limit(filters.limit)
    .offset(offsetOf(filters));
  let total = page.length > 0 ? Number(page[0].total) : 0;
  if (page.length === 0 && filters.page > 1) total = Number((await ctx.db.select({ total: sql<number>`count(*)` }).from(openings).where(where))[0].total);
  const items = await selectAdminOpeningViews(ctx.db, page.map((row) => row.openingId), { now: ctx.now });
  return toList(items, total, filters);
}
