import { eq } from 'drizzle-orm';
import { sessionGroups, sessions } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import type { CreateSessionInput } from './session-input';
import { selectSessionViews, type SessionView } from './session-view';

/** POST /api/admin/sessions: a session in an existing group (an unknown group is a 400: it is a body field). */
export async function createSession(ctx: Context, input: CreateSessionInput): Promise<SessionView> {
  return ctx.db.transaction(async (tx) => {
    const [group] = await tx.select({ sessionGroupId: sessionGroups.sessionGroupId }).from(sessionGroups).where(eq(sessionGroups.sessionGroupId, input.sessionGroupId));
    if (!group) throw new BadRequestError(`body.sessionGroupId: session group ${input.sessionGroupId} does not exist`);
    const [session] = await tx
      .insert(sessions)
      .values({ ...input, minimumCompanyOpeningRatio: String(input.minimumCompanyOpeningRatio) })
      .returning({ sessionId: sessions.sessionId });
    await recordAudit(tx, ctx.actor, { action: 'session.create', entityType: 'session', entityId: session.sessionId, details: { sessionGroupId: input.sessionGroupId, title: input.title } });
    const [view] = await selectSessionViews(tx, [session.sessionId]);
    return view;
  });
}
