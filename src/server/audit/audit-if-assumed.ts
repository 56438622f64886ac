import type { Executor } from '@/db/client';
import type { Actor } from '@/server/context';
import { recordAudit, type AuditEntry } from './record-audit';

/**
 * For the writes a person makes for themselves that are not otherwise audited (bookmarks, ranking
 * drafts and rankings, which keep their own history): the same write made by an admin acting as that
 * person is audited (DOMAIN.md, assumed identity), naming the admin and the assumed person. Call it in
 * the write's transaction, so the row and the write stand or fall together.
 */
export async function auditIfAssumed({ db, actor, entry }: { db: Executor; actor: Actor; entry: AuditEntry }): Promise<void> {
  if (!actor.assumedBy) return;
  await recordAudit({ db, actor, entry });
}
