// GET /api/admin/audit-logs – every recorded admin write (who, as whom, what, when), newest first, filtered by action, entity and actor, paged
import { auditLogList } from '@/lib/audit';
import { auditLogQuery, listAuditLogs } from '@/server/audit';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: ADMIN, query: auditLogQuery, response: auditLogList }, async ({ ctx, query }) =>
  listAuditLogs({ ctx, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
