import { sql, type SQL } from 'drizzle-orm';
import type { Actor, SignedInContext } from '@/server/context';
import { liveLoginByTokenHashSql } from './defer-login';
import { isActiveStudentLogin, loginColumnsSql, loginRowOf } from './live-login';

/** A student's write as one statement: common table expressions and a select list, both written for `studentId`. */
export type OwnStudentStatement = (studentId: SQL) => { ctes: SQL; select: SQL };

/**
 * Runs a student's own write in one statement, with the login read in it when the route left the login to the verb
 * (`DeferredLoginContext`): then `studentId` is the login's student only while `isActiveStudentLogin` holds (else
 * null, and the statement matches nothing), and the login is settled from the same row before anything else is
 * answered. The select list must be scalar (`(select count(*) from written)`). An admin acting as a student gets
 * no row: the verb then takes its audited path, as it does whenever the statement did not do the work.
 */
export async function executeAsOwnStudent({
  ctx,
  statement,
}: {
  ctx: SignedInContext;
  statement: OwnStudentStatement;
}): Promise<{ actor: Actor; row: Record<string, unknown> | undefined }> {
  const { db } = ctx;
  if ('deferredLogin' in ctx) {
    const { ctes, select } = statement(sql`(select login_student_id from login where ${isActiveStudentLogin})`);
    const result = (await db.execute(
      sql`with ${liveLoginByTokenHashSql({ db, deferredLogin: ctx.deferredLogin })}, ${ctes} select ${loginColumnsSql}, ${select} from login`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const [row] = result.rows;
    const actor = await ctx.deferredLogin.settle(loginRowOf(row));
    return { actor, row: actor.assumedBy ? undefined : row };
  }
  if (ctx.actor.assumedBy) return { actor: ctx.actor, row: undefined };
  const { ctes, select } = statement(sql`${ctx.actor.studentId ?? ''}`);
  const result = (await db.execute(sql`with ${ctes} select ${select}`)) as unknown as { rows: Record<string, unknown>[] };
  return { actor: ctx.actor, row: result.rows[0] };
}
