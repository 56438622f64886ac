import { count, desc } from 'drizzle-orm';
import { sessionGroups } from '@/db/schema';
import type { Context } from '@/server/context';
import type { SessionGroupList } from '@/lib/session-groups';
import { offsetOf, toList, type Pagination } from '@/server/validation';
import { selectSessionGroupViews } from './session-group-view';

/** GET /api/admin/session-groups: newest first (the order the session selector uses), paged. */
export async function listSessionGroups({ ctx: { db }, pagination }: { ctx: Context; pagination: Pagination }): Promise<SessionGroupList> {
  const [page, [{ total }]] = await Promise.all([
    db
      .select({ sessionGroupId: sessionGroups.sessionGroupId })
      .from(sessionGroups)
      .orderBy(desc(sessionGroups.createdAt), desc(sessionGroups.sessionGroupId))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    db.select({ total: count() }).from(sessionGroups),
  ]);
  const views = await selectSessionGroupViews({ db, sessionGroupIds: page.map((row) => row.sessionGroupId) });
  return toList(views, total, pagination);
}
