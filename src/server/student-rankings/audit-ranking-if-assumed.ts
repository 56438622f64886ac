import type { Executor } from '@/db/client';
import { auditIfAssumed } from '@/server/audit';
import type { StudentContext } from '@/server/context';

/**
 * A student's own ranking writes are kept as ranking history, not audited; the same write made by an
 * admin acting as the student is audited too (DOMAIN.md), naming both people.
 */
export async function auditRankingIfAssumed({
  db,
  ctx,
  action,
  details,
}: {
  db: Executor;
  ctx: StudentContext;
  action: string;
  details: Record<string, unknown>;
}): Promise<void> {
  await auditIfAssumed({
    db,
    actor: ctx.actor,
    entry: { action, entityType: 'enrollment', entityId: `${details.sessionId}:${ctx.actor.studentId}`, details },
  });
}
