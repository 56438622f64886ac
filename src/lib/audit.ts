/** One audit row as the API answers it and the audit screen shows it: who, acting as whom, did what, when. */
export type AuditLogEntry = {
  id: number;
  action: string;
  entityType: string;
  entityId: string | null;
  details: unknown;
  actingRole: string | null;
  actor: { platformUid: string; username: string | null; displayName: string | null } | null;
  assumedPlatformUid: string | null;
  createdAt: string;
};
