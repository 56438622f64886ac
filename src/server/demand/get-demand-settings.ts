import { eq } from 'drizzle-orm';
import { sessions } from '@/db/schema';
import type { DemandSettingsView } from '@/lib/demand';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { readDemandState } from './refresh-demand';

/** An admin's view of a session's demand settings (the defaults until first changed). */
export async function getDemandSettings({ ctx, sessionId }: { ctx: Context<'admin'>; sessionId: number }): Promise<DemandSettingsView> {
  const [session] = await ctx.db.select({ sessionId: sessions.sessionId }).from(sessions).where(eq(sessions.sessionId, sessionId));
  if (!session) throw new NotFoundError('Session not found');
  const { isShown, countsDrafts } = await readDemandState({ db: ctx.db, sessionId });
  return { sessionId, isShown, countsDrafts };
}
