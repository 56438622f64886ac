import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, auditLogs } from '@/db/schema';
import type { Context } from '@/server/context';
import { offsetOf, paginationQuery, toList } from '@/server/validation';
import type { AuditLogEntry } from '@/lib/audit';

export const auditLogQuery = paginationQuery.extend({
  action: z.string().trim().min(1).max(100).optional(),
  entityType: z.string().trim().min(1).max(100).optional(),
  entityId: z.string().trim().min(1).max(200).optional(),
  actor: z.string().trim().min(1).max(200).optional(),
});
export type AuditLogQuery = z.output<typeof auditLogQuery>;

export type AuditLogRow = AuditLogEntry;

const actorAccounts = alias(accounts, 'actor_accounts');

/**
 * GET /api/admin/audit-logs: who did what, as whom and when, newest first. Filters are exact
 * matches (action, entity type and id, the signed-in person's platform uid) so the indexes serve them.
 */
export async function listAuditLogs({ db }: Context, query: AuditLogQuery) {
  const conditions: (SQL | undefined)[] = [
    query.action ? eq(auditLogs.action, query.action) : undefined,
    query.entityType ? eq(auditLogs.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLogs.entityId, query.entityId) : undefined,
    query.actor ? eq(auditLogs.actorPlatformUid, query.actor) : undefined,
  ];
  const condition = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ log: auditLogs, username: actorAccounts.username, displayName: actorAccounts.displayName })
      .from(auditLogs)
      .leftJoin(actorAccounts, eq(actorAccounts.platformUid, auditLogs.actorPlatformUid))
      .where(condition)
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(auditLogs).where(condition),
  ]);
  const items: AuditLogRow[] = rows.map(({ log, username, displayName }) => ({
    id: log.id,
    action: log.action,
    entityType: log.entityType,
    entityId: log.entityId,
    details: log.details,
    actingRole: log.actingRole,
    actor: log.actorPlatformUid ? { platformUid: log.actorPlatformUid, username, displayName } : null,
    assumedPlatformUid: log.assumedPlatformUid,
    createdAt: log.createdAt.toISOString(),
  }));
  return toList(items, total, query);
}
