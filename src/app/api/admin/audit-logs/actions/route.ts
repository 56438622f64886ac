// GET /api/admin/audit-logs/actions – the actions recorded so far, for the audit log's filter
import { auditActionList } from '@/lib/audit';
import { listAuditActions } from '@/server/audit';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: ADMIN, response: auditActionList }, async ({ ctx }) => listAuditActions({ ctx }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
