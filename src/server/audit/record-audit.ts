import type { Executor } from '@/db/client';
import { auditLogs } from '@/db/schema';
import type { Actor } from '@/server/context';

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
};

/**
 * Writes one audit row in the caller's transaction. It names the person who signed in and, while an
 * admin acts as someone else, that identity too, so every write stays attributable to a real person.
 */
export async function recordAudit({ db, actor, entry }: { db: Executor; actor: Actor | null; entry: AuditEntry }): Promise<void> {
  await db.insert(auditLogs).values({
    actorPlatformUid: actor?.signedInPlatformUid ?? null,
    actingRole: actor?.role ?? null,
    // Only a student can be assumed without ever having signed in (no platform uid): their student id stands in.
    assumedPlatformUid: actor?.assumedBy ? actor.platformUid || (actor.role === 'student' ? `student:${actor.studentId}` : null) : null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    details: entry.details ?? null,
  });
}
