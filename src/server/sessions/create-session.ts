import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sessionGroups, sessions } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import { checkApplicationLimits, sessionFields } from './session-input';
import { selectSessionViews, type SessionView } from './session-view';

export const createSessionInput = z
  .object({
    sessionGroupId: z.number().int().positive(),
    ...sessionFields,
    description: sessionFields.description.optional().transform((value) => value ?? null),
    minimumUniqueCompanyCountPerStudent: sessionFields.minimumUniqueCompanyCountPerStudent.default(0),
    openForCooperativeInternship: sessionFields.openForCooperativeInternship.default(false),
  })
  .superRefine((input, context) => {
    const problem = checkApplicationLimits(input);
    if (problem) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type CreateSessionInput = z.output<typeof createSessionInput>;

/** POST /api/admin/sessions: a session in an existing group (an unknown group is a 400: it is a body field). */
export async function createSession({ ctx, input }: { ctx: Context; input: CreateSessionInput }): Promise<SessionView> {
  return ctx.db.transaction(async (tx) => {
    const [group] = await tx
      .select({ sessionGroupId: sessionGroups.sessionGroupId })
      .from(sessionGroups)
      .where(eq(sessionGroups.sessionGroupId, input.sessionGroupId));
    if (!group) throw new BadRequestError(`body.sessionGroupId: session group ${input.sessionGroupId} does not exist`);
    const [session] = await tx
      .insert(sessions)
      .values({ ...input, minimumCompanyOpeningRatio: String(input.minimumCompanyOpeningRatio) })
      .returning({ sessionId: sessions.sessionId });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'session.create',
        entityType: 'session',
        entityId: session.sessionId,
        details: { sessionGroupId: input.sessionGroupId, title: input.title },
      },
    });
    const [view] = await selectSessionViews({ db: tx, sessionIds: [session.sessionId] });
    return view;
  });
}
