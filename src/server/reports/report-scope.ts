import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rounds, sessionGroups, sessions } from '@/db/schema';
import { NotFoundError } from '@/server/errors';

export type SessionRoundScope = { sessionId: number; sessionTitle: string; sessionGroupId: number; round: number };

/**
 * The session and round a report is about. 404 for an unknown session, and for a round its group does
 * not have (the rounds table holds the group's rounds); a round not reached yet is allowed and simply
 * has nothing in it.
 */
export async function loadSessionRound({
  db,
  sessionId,
  round,
}: {
  db: Executor;
  sessionId: number;
  round: number;
}): Promise<SessionRoundScope> {
  const [session] = await db
    .select({ sessionId: sessions.sessionId, sessionTitle: sessions.title, sessionGroupId: sessions.sessionGroupId, round: rounds.round })
    .from(sessions)
    .leftJoin(rounds, and(eq(rounds.sessionGroupId, sessions.sessionGroupId), eq(rounds.round, round)))
    .where(eq(sessions.sessionId, sessionId))
    .limit(1);
  if (!session) throw new NotFoundError('Session not found');
  if (session.round === null) throw new NotFoundError(`Round ${round} not found in this session's group`);
  return { ...session, round };
}

export async function loadSessionGroup({
  db,
  sessionGroupId,
}: {
  db: Executor;
  sessionGroupId: number;
}): Promise<{ sessionGroupId: number; title: string }> {
  const [group] = await db
    .select({ sessionGroupId: sessionGroups.sessionGroupId, title: sessionGroups.title })
    .from(sessionGroups)
    .where(eq(sessionGroups.sessionGroupId, sessionGroupId))
    .limit(1);
  if (!group) throw new NotFoundError('Session group not found');
  return group;
}

/** File names: ASCII for the fallback, Thai for the name the admin sees; slashes and quotes never reach a header. */
export function reportFileNames({
  slug,
  thaiTitle,
  scope,
}: {
  slug: string;
  thaiTitle: string;
  scope: { sessionId: number; sessionTitle: string; round: number };
}): { fileName: string; thaiFileName: string } {
  return {
    fileName: `${slug}-session-${scope.sessionId}-round-${scope.round}`,
    thaiFileName: cleanFileName(`${thaiTitle}-${scope.sessionTitle}-รอบที่-${scope.round}`),
  };
}

export function cleanFileName(name: string): string {
  return name.replace(/[\\/:*?"<>|\r\n]+/g, '_').replace(/\s+/g, '-');
}
