import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sessions } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError, NotFoundError } from '@/server/errors';
import { checkApplicationLimits, sessionFields } from './session-input';
import { selectSessionViews, type SessionView } from './session-view';

export const updateSessionInput = z
  .object({
    title: sessionFields.title.optional(),
    description: sessionFields.description.optional(),
    minimumApplicationPerStudent: sessionFields.minimumApplicationPerStudent.optional(),
    minimumUniqueCompanyCountPerStudent: sessionFields.minimumUniqueCompanyCountPerStudent.optional(),
    maximumApplicationPerStudent: sessionFields.maximumApplicationPerStudent.optional(),
    minimumCompanyOpeningRatio: sessionFields.minimumCompanyOpeningRatio.optional(),
    openForCooperativeInternship: sessionFields.openForCooperativeInternship.optional(),
  })
  .superRefine((input, context) => {
    if (Object.values(input).every((value) => value === undefined))
      context.addIssue({ code: 'custom', path: [], message: 'Give at least one field to change' });
    const problem = checkApplicationLimits(input);
    if (problem) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type UpdateSessionInput = z.output<typeof updateSessionInput>;

/** PATCH /api/admin/sessions/{sessionId}: the fields given; the limits are checked against the resulting session. */
export async function updateSession({
  ctx,
  sessionId,
  input,
}: {
  ctx: Context;
  sessionId: number;
  input: UpdateSessionInput;
}): Promise<SessionView> {
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
      .set({
        ...rest,
        ...(minimumCompanyOpeningRatio === undefined ? {} : { minimumCompanyOpeningRatio: String(minimumCompanyOpeningRatio) }),
        updatedAt: sql`now()`,
      })
      .where(eq(sessions.sessionId, sessionId));
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'session.update', entityType: 'session', entityId: sessionId, details: { changes: input } },
    });
    const [view] = await selectSessionViews({ db: tx, sessionIds: [sessionId] });
    return view;
  });
}
