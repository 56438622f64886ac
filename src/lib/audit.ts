// The audit log as the API answers it and the audit screen shows it (SPEC §3 Audit).
import { z } from 'zod';
import { isoDateTime, listOf } from './contract';

/** One audit row: who, acting as whom, did what, when. `details` is the verb's own record of the change. */
export const auditLogEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.unknown(),
  actingRole: z.string().nullable(),
  actor: z.object({ platformUid: z.string(), username: z.string().nullable(), displayName: z.string().nullable() }).nullable(),
  assumedPlatformUid: z.string().nullable(),
  createdAt: isoDateTime,
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogList = listOf(auditLogEntry);
export type AuditLogList = z.infer<typeof auditLogList>;

/** GET /api/admin/audit-logs/actions: the actions recorded so far, for the filter. */
export const auditActionList = z.array(z.string());
