import { asc } from 'drizzle-orm';
import { auditLogs } from '@/db/schema';
import type { Context } from '@/server/context';

/** The actions recorded so far, for the audit screen's filter. */
export async function listAuditActions({ ctx: { db } }: { ctx: Context }): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLogs.action }).from(auditLogs).orderBy(asc(auditLogs.action));
  return rows.map((row) => row.action);
}
