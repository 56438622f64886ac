import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { loginSessions } from '@/db/schema';

export async function deleteLoginSession({ db, loginSessionId }: { db: Executor; loginSessionId: number }): Promise<void> {
  await db.delete(loginSessions).where(eq(loginSessions.id, loginSessionId));
}
