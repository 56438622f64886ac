import { lt } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { loginSessions } from '@/db/schema';
import { env } from '@/env';
import { createRandomToken, sha256 } from './tokens';

/**
 * A new login's token (the cookie's value, never stored) and its row (only the token's hash is stored), valid
 * `maxAgeSeconds` from `now`. createLoginSession writes one; the load harness (scripts/harness/load.ts) writes
 * thousands in one insert.
 */
export function newLoginSessionRow({ platformUid, now, maxAgeSeconds }: { platformUid: string; now: Date; maxAgeSeconds: number }) {
  const token = createRandomToken();
  const row = { tokenHash: sha256(token), platformUid, expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000), lastUsedAt: now };
  return { token, row };
}

export async function createLoginSession({
  db,
  platformUid,
  now = new Date(),
}: {
  db: Executor;
  platformUid: string;
  now?: Date;
}): Promise<{ token: string; maxAgeSeconds: number }> {
  const maxAgeSeconds = env().LOGIN_SESSION_DAYS * 24 * 60 * 60;
  const { token, row } = newLoginSessionRow({ platformUid, now, maxAgeSeconds });
  // Expired rows of anyone are swept here rather than by a timer, so no instance needs a scheduler.
  await db.delete(loginSessions).where(lt(loginSessions.expiresAt, now));
  await db.insert(loginSessions).values(row);
  return { token, maxAgeSeconds };
}
