import type { OptionalActorContext } from '@/server/context';
import { listSessions, type SessionView } from '@/server/sessions';
import { parseSearchParams } from '@/server/validation';
import { sessionChoiceQuery, type RawSearchParams } from './opening/opening-search-params';

/**
 * The session a page shows: the one picked in the header (?sessionId=, kept by SessionQuerySync) among the person's
 * sessions, else their first; null when they have none (a student not enrolled anywhere yet).
 */
export async function chooseSessionOfPage({
  ctx,
  searchParams,
}: {
  ctx: OptionalActorContext;
  searchParams: RawSearchParams;
}): Promise<SessionView | null> {
  const sessions = await listSessions({ ctx });
  const { sessionId: wanted } = parseSearchParams(sessionChoiceQuery, searchParams);
  return sessions.find((candidate) => candidate.sessionId === wanted) ?? sessions[0] ?? null;
}
