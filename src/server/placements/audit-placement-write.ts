import type { PlacementView } from '@/lib/placements';
import type { Transaction } from '@/db/client';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';

/**
 * One placement write and its audit entry in one transaction: `write` makes the change and answers the placement after
 * it with the entry's action and details; the entry names the placement `${sessionId}:${studentId}` and its opening.
 */
export async function auditPlacementWrite({
  ctx,
  sessionId,
  studentId,
  write,
}: {
  ctx: Context<'admin' | 'company_user' | 'student'>;
  sessionId: number;
  studentId: string;
  write: (tx: Transaction) => Promise<{ after: PlacementView; action: string; details?: Record<string, unknown> }>;
}): Promise<PlacementView> {
  return ctx.db.transaction(async (tx) => {
    const { after, action, details } = await write(tx);
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action,
        entityType: 'placement',
        entityId: `${sessionId}:${studentId}`,
        details: { sessionId, studentId, openingId: after.openingId, ...details },
      },
    });
    return after;
  });
}
