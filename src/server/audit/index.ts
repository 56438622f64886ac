import 'server-only';
export { recordAudit, type AuditEntry } from './record-audit';
export { auditIfAssumed } from './audit-if-assumed';
export { auditLogQuery, listAuditLogs, type AuditLogQuery } from './list-audit-logs';
export { listAuditActions } from './list-audit-actions';
export { exportAuditLogs } from './export-audit-logs';
