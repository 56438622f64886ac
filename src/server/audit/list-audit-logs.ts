import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/db/client';
import { accounts, auditLogs } from '@/db/schema';
import type { Context } from '@/server/context';
import type { AuditLogEntry, AuditLogList } from '@/lib/audit';
import { offsetOf, paginationQuery, toList } from '@/server/validation';

export const auditLogQuery = paginationQuery.extend({
  action: z.string().trim().min(1).max(100).optional(),
  entityType: z.string().trim().min(1).max(100).optional(),
  entityId: z.string().trim().min(1).max(200).optional(),
  actor: z.string().trim().min(1).max(200).optional(),
});
export type AuditLogQuery = z.output<typeof auditLogQuery>;

const actorAccounts = alias(accounts, 'actor_accounts');

/** The audit log's filter in SQL: the one source of it for the page and the export. */
export function auditLogConditions(filter: Pick<AuditLogQuery, 'action' | 'entityType' | 'entityId' | 'actor'>): SQL | undefined {
  return and(
    filter.action ? eq(auditLogs.action, filter.action) : undefined,
    filter.entityType ? eq(auditLogs.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLogs.entityId, filter.entityId) : undefined,
    filter.actor ? eq(auditLogs.actorPlatformUid, filter.actor) : undefined,
  );
}

const AUDIT_LOG_ORDER = [desc(auditLogs.createdAt), desc(auditLogs.id)];
const entryColumns = { log: auditLogs, username: actorAccounts.username, displayName: actorAccounts.displayName };

function toAuditLogEntry({
  log,
  username,
  displayName,
}: {
  log: typeof auditLogs.$inferSelect;
  username: string | null;
  displayName: string | null;
}): AuditLogEntry {
  return {
    id: log.id,
    action: log.action,
    entityType: log.entityType,
    entityId: log.entityId,
    details: log.details,
    actingRole: log.actingRole,
    actor: log.actorPlatformUid ? { platformUid: log.actorPlatformUid, username, displayName } : null,
    assumedPlatformUid: log.assumedPlatformUid,
    createdAt: log.createdAt.toISOString(),
  };
}

/**
 * GET /api/admin/audit-logs: who did what, as whom and when, newest first. Filters are exact
 * matches (action, entity type and id, the signed-in person's platform uid) so the indexes serve them.
 */
export async function listAuditLogs({ ctx: { db }, query }: { ctx: Context; query: AuditLogQuery }): Promise<AuditLogList> {
  const condition = auditLogConditions(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(entryColumns)
      .from(auditLogs)
      .leftJoin(actorAccounts, eq(actorAccounts.platformUid, auditLogs.actorPlatformUid))
      .where(condition)
      .orderBy(...AUDIT_LOG_ORDER)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(auditLogs).where(condition),
  ]);
  return toList(rows.map(toAuditLogEntry), total, query);
}

/** The audit log's ids under its filter, in its order: the export's cursor reads them. */
export function auditLogKeysQuery({ db, filter }: { db: Executor; filter: Parameters<typeof auditLogConditions>[0] }) {
  return db
    .select({ key: sql<number>`${auditLogs.id}`.as('key') })
    .from(auditLogs)
    .where(auditLogConditions(filter))
    .orderBy(...AUDIT_LOG_ORDER);
}

/** The list's entries (same shape) of the given ids, in the order given. */
export async function auditLogEntriesOf({ db, ids }: { db: Executor; ids: number[] }): Promise<AuditLogEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(entryColumns)
    .from(auditLogs)
    .leftJoin(actorAccounts, eq(actorAccounts.platformUid, auditLogs.actorPlatformUid))
    .where(inArray(auditLogs.id, ids));
  const byId = new Map(rows.map((row) => [row.log.id, toAuditLogEntry(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
