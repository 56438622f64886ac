import { NotFoundError } from '@/server/errors';
import type { Context } from '@/server/context';
import { listSessions } from './list-sessions';
import { selectSessionViews, type SessionView } from './session-view';

/** GET /api/common/sessions/{sessionId}; a student may read only a session they are enrolled in. */
export async function getSession({ ctx, sessionId }: { ctx: Context; sessionId: number }): Promise<SessionView> {
  const visible =
    ctx.actor.role === 'student'
      ? (await listSessions({ ctx })).filter((session) => session.sessionId === sessionId)
      : await selectSessionViews({ db: ctx.db, sessionIds: [sessionId] });
  const [session] = visible;
  if (!session) throw new NotFoundError('Session not found');
  return session;
}
