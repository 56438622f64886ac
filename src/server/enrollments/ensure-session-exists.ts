import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { sessions } from '@/db/schema';
import { NotFoundError } from '@/server/errors';

/** 404 before anything else when the session in the path does not exist. */
export async function ensureSessionExists({ db, sessionId }: { db: Executor; sessionId: number }): Promise<void> {
  const [session] = await db.select({ sessionId: sessions.sessionId }).from(sessions).where(eq(sessions.sessionId, sessionId));
  if (!session) throw new NotFoundError('Session not found');
}
