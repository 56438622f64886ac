import type { Context } from '@/server/context';
import type { SessionGroupView } from '@/lib/session-groups';
import { selectSessionGroupView } from './session-group-view';

/** GET /api/admin/session-groups/{sessionGroupId}: the group with its rounds and sessions. */
export async function getSessionGroup({ ctx, sessionGroupId }: { ctx: Context; sessionGroupId: number }): Promise<SessionGroupView> {
  return selectSessionGroupView({ db: ctx.db, sessionGroupId });
}
