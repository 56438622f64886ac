export { recordAudit, type AuditEntry } from './record-audit';
export { auditLogQuery, listAuditLogs, type AuditLogQuery, type AuditLogRow } from './list-audit-logs';
export { listAuditActions } from './list-audit-actions';
