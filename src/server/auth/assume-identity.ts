import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companyUsers, loginSessions } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import type { Me } from '@/lib/auth';
import { BadRequestError, NotFoundError } from '@/server/errors';
import type { Identity } from './identity';
import { meOfThisLogin } from './me-of-this-login';
import { resolveIdentity } from './resolve-identity';
import { resolveStudentIdentity } from './resolve-student-identity';

export type AssumeTarget = { kind: 'student'; studentId: string } | { kind: 'company-user'; companyId: number; platformUid: string };

/**
 * POST /api/admin/auth/assume-identity/{student|company-user}: from now on this login acts as that
 * person until re-assume. Only a real admin may (an admin acting as someone else is not one).
 */
export async function assumeIdentity({ ctx, target }: { ctx: Context; target: AssumeTarget }): Promise<Me> {
  const identity = await findTarget({ db: ctx.db, target });
  if (identity.status !== 'active') throw new BadRequestError('This account is disabled');

  await ctx.db.transaction(async (tx) => {
    await tx
      .update(loginSessions)
      .set({
        assumedRole: identity.role,
        assumedStudentId: target.kind === 'student' ? target.studentId : null,
        assumedPlatformUid: target.kind === 'company-user' ? target.platformUid : null,
      })
      .where(eq(loginSessions.id, ctx.actor.loginSessionId));
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'auth.assume-identity',
        entityType: target.kind === 'student' ? 'student' : 'company_user',
        entityId: target.kind === 'student' ? target.studentId : target.platformUid,
      },
    });
  });
  return meOfThisLogin({ ctx });
}

async function findTarget({ db, target }: { db: Executor; target: AssumeTarget }): Promise<Identity> {
  if (target.kind === 'student') {
    const identity = await resolveStudentIdentity({ db, studentId: target.studentId });
    if (!identity) throw new NotFoundError('Student not found');
    return identity;
  }
  const [membership] = await db
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, target.companyId), eq(companyUsers.platformUid, target.platformUid)))
    .limit(1);
  if (!membership) throw new NotFoundError('Company user not found');
  const identity = await resolveIdentity({ db, platformUid: target.platformUid });
  if (!identity) throw new NotFoundError('Company user not found');
  // An account that is also an admin or student resolves to that role; acting as it would not be acting as the company user.
  if (identity.status === 'active' && identity.role !== 'company_user')
    throw new BadRequestError('This account is not acting as a company user');
  return identity;
}
