import type { Database } from '@/db/client';
import type { Role } from '@/lib/roles';
import type { DeferredLogin } from '@/server/auth';

/**
 * What every verb receives: the database, who is asking, and one clock for the whole request. A verb only one role
 * calls takes that role's context (`StudentContext`, `CompanyContext`), whose actor carries its id without a check.
 */
export type Context<R extends Role = Role> = { db: Database; actor: ActorOf<R>; now: Date };
export type StudentContext = Context<'student'>;
export type CompanyContext = Context<'company_user'>;
/**
 * A request whose verb reads the login in its own first statement (route option `readsLoginItself`): who is asking
 * is what `deferredLogin.settle` returns for the login's columns that statement read.
 */
export type DeferredLoginContext<R extends Role = Role> = { db: Database; actor?: undefined; now: Date; deferredLogin: DeferredLogin<R> };
/** Who is asking: known, or still to be read by the verb's first statement. */
export type SignedInContext<R extends Role = Role> = Context<R> | DeferredLoginContext<R>;
export type OptionalActorContext = { db: Database; actor: Actor | null; now: Date };
/** For work no person asked for (the scheduler, the seed, the matching's internals): the database and the clock. */
export type SystemContext = { db: Database; now: Date };

/** What every actor has, whatever its role. */
type ActorBase = {
  /** Acting identity's platform uid; empty for an assumed student who has never signed in. */
  platformUid: string;
  displayName: string;
  /** The person who actually signed in. */
  signedInPlatformUid: string;
  assumedBy?: { platformUid: string; displayName: string };
  loginSessionId: number;
};
export type AdminActor = ActorBase & { role: 'admin' };
/**
 * A role comes from its row (`identityFromRow`): a student is one by their `students` row, a company user by their
 * `company_users` row, so each carries its id. An account without such a row is never that role (it is an external
 * user), and an admin assumes a student by the student's id.
 */
export type StudentActor = ActorBase & { role: 'student'; studentId: string };
export type CompanyActor = ActorBase & { role: 'company_user'; companyId: number };
export type ExternalActor = ActorBase & { role: 'external_user' };
/**
 * The identity a request acts as, one variant per role: `role === 'student'` narrows it to the one with a
 * `studentId`. While an admin has assumed someone, `role` and the ids are the assumed person's and `assumedBy`
 * names the admin, who stays accountable in the audit log.
 */
export type Actor = AdminActor | StudentActor | CompanyActor | ExternalActor;
/**
 * The actor of one of `R`'s roles (what a route's role list lets through). `Extract<Actor, { role: R }>` by lookup:
 * TypeScript then sees that it widens with `R`, so a `Context<'student'>` is a `Context`.
 */
export type ActorOf<R extends Role> = {
  admin: AdminActor;
  student: StudentActor;
  company_user: CompanyActor;
  external_user: ExternalActor;
}[R];
