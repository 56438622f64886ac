import { and, eq } from 'drizzle-orm';
import { companyUsers, loginSessions } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import type { Me } from '@/lib/roles';
import { BadRequestError, NotFoundError, UnauthenticatedError } from '@/server/errors';
import { resolveIdentity, resolveStudentIdentity, type Identity } from './identity';
import { resolveActorByLoginSessionId } from './login-sessions';
import { toMe } from './me';

type Target = { kind: 'student'; studentId: string } | { kind: 'company-user'; companyId: number; platformUid: string };

/**
 * POST /api/admin/auth/assume-identity/{student|company-user}: from now on this login acts as that
 * person until re-assume. Only a real admin may (an admin acting as someone else is not one).
 */
export async function assumeIdentity(ctx: Context, target: Target): Promise<Me> {
  const identity = await findTarget(ctx, target);
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
  return meOfThisLogin(ctx);
}

async function findTarget({ db }: Context, target: Target): Promise<Identity> {
  if (target.kind === 'student') {
    const identity = await resolveStudentIdentity(db, target.studentId);
    if (!identity) throw new NotFoundError('Student not found');
    return identity;
  }
  const [membership] = await db
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, target.companyId), eq(companyUsers.platformUid, target.platformUid)))
    .limit(1);
  if (!membership) throw new NotFoundError('Company user not found');
  const identity = await resolveIdentity(db, target.platformUid);
  if (!identity) throw new NotFoundError('Company user not found');
  // An account that is also an admin or student resolves to that role; acting as it would not be acting as the company user.
  if (identity.status === 'active' && identity.role !== 'company_user') throw new BadRequestError('This account is not acting as a company user');
  return identity;
}

/** POST /api/auth/reassume-identity: back to the admin who assumed. */
export async function reassumeIdentity(ctx: Context): Promise<Me> {
  if (!ctx.actor.assumedBy) throw new BadRequestError('Not acting as another user');
  await ctx.db.transaction(async (tx) => {
    await recordAudit({ db: tx, actor: ctx.actor, entry: { action: 'auth.reassume-identity', entityType: 'account', entityId: ctx.actor.assumedBy?.platformUid } });
    await tx.update(loginSessions).set({ assumedRole: null, assumedStudentId: null, assumedPlatformUid: null }).where(eq(loginSessions.id, ctx.actor.loginSessionId));
  });
  return meOfThisLogin(ctx);
}

/** Who this login is now that its identity changed. */
async function meOfThisLogin(ctx: Context): Promise<Me> {
  const actor = await resolveActorByLoginSessionId(ctx.db, ctx.actor.loginSessionId, ctx.now);
  if (!actor) throw new UnauthenticatedError();
  return toMe(actor);
}
