import { eq, sql } from 'drizzle-orm';
import { sessions } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError, NotFoundError } from '@/server/errors';
import { checkApplicationLimits, type UpdateSessionInput } from './session-input';
import { selectSessionViews, type SessionView } from './session-view';

/** PATCH /api/admin/sessions/{sessionId}: the fields given; the limits are checked against the resulting session. */
export async function updateSession(ctx: Context, sessionId: number, input: UpdateSessionInput): Promise<SessionView> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(sessions).where(eq(sessions.sessionId, sessionId)).for('update');
    if (!current) throw new NotFoundError('Session not found');
    const problem = checkApplicationLimits({
      minimumApplicationPerStudent: input.minimumApplicationPerStudent ?? current.minimumApplicationPerStudent,
      maximumApplicationPerStudent: input.maximumApplicationPerStudent ?? current.maximumApplicationPerStudent,
      minimumUniqueCompanyCountPerStudent: input.minimumUniqueCompanyCountPerStudent ?? current.minimumUniqueCompanyCountPerStudent,
    });
    if (problem) throw new BadRequestError(`body.${problem.path}: ${problem.message}`);

    const { minimumCompanyOpeningRatio, ...rest } = input;
    await tx
      .update(sessions)
      .set({ ...rest, ...(minimumCompanyOpeningRatio === undefined ? {} : { minimumCompanyOpeningRatio: String(minimumCompanyOpeningRatio) }), updatedAt: sql`now()` })
      .where(eq(sessions.sessionId, sessionId));
    await recordAudit(tx, ctx.actor, { action: 'session.update', entityType: 'session', entityId: sessionId, details: { changes: input } });
    const [view] = await selectSessionViews(tx, [sessionId]);
    return view;
  });
}
