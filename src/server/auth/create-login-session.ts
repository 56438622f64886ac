import { lt } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { loginSessions } from '@/db/schema';
import { env } from '@/env';
import { createRandomToken, sha256 } from './tokens';

export async function createLoginSession({
  db,
  platformUid,
  now = new Date(),
}: {
  db: Executor;
  platformUid: string;
  now?: Date;
}): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = createRandomToken();
  const maxAgeSeconds = env().LOGIN_SESSION_DAYS * 24 * 60 * 60;
  // Expired rows of anyone are swept here rather than by a timer, so no instance needs a scheduler.
  await db.delete(loginSessions).where(lt(loginSessions.expiresAt, now));
  await db.insert(loginSessions).values({
    tokenHash: sha256(token),
    platformUid,
    expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000),
    lastUsedAt: now,
  });
  return { token, maxAgeSeconds };
}
