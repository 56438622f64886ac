import type { Executor } from '@/db/client';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { selectSessionGroupViews, type SessionGroupView } from './session-group-view';

export async function selectSessionGroupView(db: Executor, sessionGroupId: number): Promise<SessionGroupView> {
  const [group] = await selectSessionGroupViews(db, [sessionGroupId]);
  if (!group) throw new NotFoundError('Session group not found');
  return group;
}

/** GET /api/admin/session-groups/{sessionGroupId}: the group with its rounds and sessions. */
export async function getSessionGroup({ db }: Context, sessionGroupId: number): Promise<SessionGroupView> {
  return selectSessionGroupView(db, sessionGroupId);
}
