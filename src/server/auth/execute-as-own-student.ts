import { sql, type SQL } from 'drizzle-orm';
import { preparedStatement } from '@/db/prepared-statement';
import type { SignedInContext, StudentActor } from '@/server/context';
import { deferredLoginValues } from './defer-login';
import { isActiveStudentLogin, liveLoginByTokenHashSql, loginColumnsSql, loginRowOf } from './live-login';

/**
 * A student's write as one statement, prepared once per shape: `write` gives its common table expressions and a
 * scalar select list (`(select count(*) from written)`) for `studentId`, with `sql.placeholder(…)` for every other
 * value. The placeholders `tokenHash`, `idleSince` and `touchBefore` are the login's; `now` is shared with it.
 */
export type OwnStudentStatement = ReturnType<typeof ownStudentStatement>;

export function ownStudentStatement({ name, write }: { name: string; write: (studentId: SQL) => { ctes: SQL; select: SQL } }) {
  return {
    /** For the login's student, read in the same statement: null unless `isActiveStudentLogin`, so nothing matches. */
    withLogin: preparedStatement({
      name: `${name}_with_login`,
      write: (db) => {
        const { ctes, select } = write(sql`(select login_student_id from login where ${isActiveStudentLogin})`);
        return sql`with ${liveLoginByTokenHashSql(db)}, ${ctes} select ${loginColumnsSql}, ${select} from login`;
      },
    }),
    /** For the signed-in student, the placeholder `studentId`. */
    alone: preparedStatement({
      name,
      write: () => {
        const { ctes, select } = write(sql`${sql.placeholder('studentId')}`);
        return sql`with ${ctes} select ${select}`;
      },
    }),
  };
}

/**
 * Runs a student's own write in one round trip, with the login read in it when the route left the login to the verb
 * (`DeferredLoginContext`): the login is settled from the same row before anything else is answered. An admin acting
 * as a student gets no row: the verb then takes its audited path, as it does whenever the statement did not do the work.
 */
export async function executeAsOwnStudent({
  ctx,
  statement,
  values,
}: {
  ctx: SignedInContext<'student'>;
  statement: OwnStudentStatement;
  /** The statement's placeholders but the login's; `now` is always `ctx.now`. */
  values: Record<string, unknown>;
}): Promise<{ actor: StudentActor; row: Record<string, unknown> | undefined }> {
  const { db } = ctx;
  if ('deferredLogin' in ctx) {
    const [row] = await statement.withLogin.execute({ db, values: { ...values, ...deferredLoginValues(ctx.deferredLogin) } });
    const actor = await ctx.deferredLogin.settle(loginRowOf(row));
    return { actor, row: actor.assumedBy ? undefined : row };
  }
  if (ctx.actor.assumedBy) return { actor: ctx.actor, row: undefined };
  const [row] = await statement.alone.execute({ db, values: { ...values, now: ctx.now, studentId: ctx.actor.studentId } });
  return { actor: ctx.actor, row };
}
