import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { sessionGroups, sessions } from '@/db/schema';
import { NotFoundError } from '@/server/errors';

/** The group's current round of a session: company ranking writes always act on it. */
export async function currentRoundOf({ db, sessionId }: { db: Executor; sessionId: number }): Promise<number> {
  const [row] = await db
    .select({ currentRound: sessionGroups.currentRound })
    .from(sessions)
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .where(eq(sessions.sessionId, sessionId))
    .limit(1);
  if (!row) throw new NotFoundError('Session not found');
  return row.currentRound;
}
