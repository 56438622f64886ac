import type { Role } from '@/lib/roles';

/**
 * The identity a request acts as. While an admin has assumed someone, `role` and the ids are the
 * assumed person's and `assumedBy` names the admin, who stays accountable in the audit log.
 */
export type Actor = {
  role: Role;
  /** Acting identity's platform uid; empty for an assumed student who has never signed in. */
  platformUid: string;
  displayName: string;
  studentId?: string;
  companyId?: number;
  /** The person who actually signed in. */
  signedInPlatformUid: string;
  assumedBy?: { platformUid: string; displayName: string };
  loginSessionId: number;
};
