// GET /api/admin/audit-logs/export – the audit log under the list's filter, newest first, every page, streamed as CSV (UTF-8 with BOM) or .xlsx (?format=csv|xlsx)
import { auditLogQuery, exportAuditLogs } from '@/server/audit';
import { exportQuery } from '@/server/exports';
import { XLSX_CONTENT_TYPE } from '@/server/downloads';
import { ADMIN, fileAnswer, methodsNotAllowed, route } from '@/server/http';

export const GET = route(
  { auth: ADMIN, query: exportQuery(auditLogQuery), response: fileAnswer('text/csv', XLSX_CONTENT_TYPE) },
  async ({ ctx, query: { format, ...query } }) => exportAuditLogs({ ctx, query, format }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
