import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sessionDemand, sessions } from '@/db/schema';
import type { DemandSettingsView } from '@/lib/demand';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';

export const updateDemandSettingsInput = z.object({
  isShown: z.boolean(),
  countsDrafts: z.boolean(),
});
export type UpdateDemandSettingsInput = z.output<typeof updateDemandSettingsInput>;

/**
 * PUT /api/admin/sessions/{sessionId}/demand: whether students and companies see the live demand, and whether drafts
 * count. A change of the draft rule makes the figures stale, so the next read recomputes them (refresh-demand.ts).
 */
export async function updateDemandSettings({
  ctx,
  sessionId,
  input,
}: {
  ctx: Context;
  sessionId: number;
  input: UpdateDemandSettingsInput;
}): Promise<DemandSettingsView> {
  return ctx.db.transaction(async (tx) => {
    const [session] = await tx
      .select({ sessionId: sessions.sessionId })
      .from(sessions)
      .where(eq(sessions.sessionId, sessionId))
      .for('update');
    if (!session) throw new NotFoundError('Session not found');
    await tx
      .insert(sessionDemand)
      .values({ sessionId, ...input })
      .onConflictDoUpdate({ target: sessionDemand.sessionId, set: input });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'session.demand.update', entityType: 'session', entityId: sessionId, details: { changes: input } },
    });
    return { sessionId, ...input };
  });
}
