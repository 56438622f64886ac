import { inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { loginSessions } from '@/db/schema';

/**
 * Ends every login of these people at once. An admin acting as one of them keeps the login: acting as a
 * disabled person resolves to the admin again (docs/decisions.md, "Assume identity").
 */
export async function endLoginSessionsOf({ db, platformUids }: { db: Executor; platformUids: string[] }): Promise<void> {
  const uids = platformUids.filter(Boolean);
  if (uids.length === 0) return;
  await db.delete(loginSessions).where(inArray(loginSessions.platformUid, uids));
}
