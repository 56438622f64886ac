import type { Database } from '@/db/client';
import type { Role } from '@/lib/roles';
import type { DeferredLogin } from '@/server/auth';

/** What every verb receives: the database, who is asking, and one clock for the whole request. */
export type Context = { db: Database; actor: Actor; now: Date };
/**
 * A request whose verb reads the login in its own first statement (route option `readsLoginItself`): who is asking
 * is what `deferredLogin.settle` returns for the login's columns that statement read.
 */
export type DeferredLoginContext = { db: Database; actor?: undefined; now: Date; deferredLogin: DeferredLogin };
/** Who is asking: known, or still to be read by the verb's first statement. */
export type SignedInContext = Context | DeferredLoginContext;
export type OptionalActorContext = { db: Database; actor: Actor | null; now: Date };
/** For work no person asked for (the scheduler, the seed, the matching's internals): the database and the clock. */
export type SystemContext = { db: Database; now: Date };

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
