import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { evaluationRequests, sessions } from '@/db/schema';
import type { Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { nameIn } from '@/lib/names';
import { studentPlacementPath } from '@/lib/placements';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError, NotFoundError } from '@/server/errors';
import { recordNotifications } from '@/server/notifications';
import { selectEvaluationDetails } from './evaluation-detail';

export const releaseEvaluationsInput = z.strictObject({
  requestIds: z
    .array(z.number({ error: 'รหัสแบบประเมินต้องเป็นตัวเลข' }).int().positive(), { error: 'กรุณาเลือกแบบประเมินที่จะเผยแพร่' })
    .min(1, 'กรุณาเลือกแบบประเมินที่จะเผยแพร่อย่างน้อย 1 รายการ')
    .max(500, 'เผยแพร่ได้ครั้งละไม่เกิน 500 รายการ'),
});
export type ReleaseEvaluationsInput = z.output<typeof releaseEvaluationsInput>;

/**
 * POST /api/admin/sessions/{sessionId}/evaluations/release {requestIds}: shows the chosen submitted evaluations to
 * their students (one or many at once), each with a notice. All or none: an id not of the session is 404, one not
 * submitted yet 409. One already released stays as it was (no second notice).
 */
export async function releaseEvaluations({
  ctx,
  sessionId,
  input,
}: {
  ctx: Context<'admin'>;
  sessionId: number;
  input: ReleaseEvaluationsInput;
}): Promise<{ count: number; ids: number[] }> {
  const ids = [...new Set(input.requestIds)];
  return ctx.db.transaction(async (tx) => {
    const [session] = await tx.select({ title: sessions.title }).from(sessions).where(eq(sessions.sessionId, sessionId));
    if (!session) throw new NotFoundError('Session not found');
    const found = await tx
      .select({ requestId: evaluationRequests.requestId, submittedAt: evaluationRequests.submittedAt })
      .from(evaluationRequests)
      .where(and(eq(evaluationRequests.sessionId, sessionId), inArray(evaluationRequests.requestId, ids)))
      .for('update');
    if (found.length !== ids.length) throw new NotFoundError('Evaluation not found');
    if (found.some((row) => !row.submittedAt)) throw new ConflictError('เผยแพร่ได้เฉพาะแบบประเมินที่พี่เลี้ยงส่งแล้ว');
    const released = await tx
      .update(evaluationRequests)
      .set({ releasedAt: ctx.now, releasedByPlatformUid: ctx.actor.signedInPlatformUid })
      .where(and(inArray(evaluationRequests.requestId, ids), isNull(evaluationRequests.releasedAt)))
      .returning({ requestId: evaluationRequests.requestId });
    const releasedIds = released.map((row) => row.requestId);
    if (releasedIds.length > 0) {
      const details = await selectEvaluationDetails({
        db: tx,
        now: ctx.now,
        where: sql`r.request_id = any(${`{${releasedIds.join(',')}}`}::int[])`,
      });
      await recordNotifications({
        db: tx,
        now: ctx.now,
        drafts: details.map((detail) => ({
          recipientRole: 'student' as const,
          recipientId: detail.studentId,
          kind: 'STUDENT_PLACEMENT' as const,
          eventKey: `evaluation-released:r${detail.requestId}`,
          // In the student's language (accounts.locale); the session's title is data, shown as written.
          text: (locale: Locale) => {
            const t = translatorFor({ locale, namespace: 'EvaluationNotice' });
            const company = nameIn({ locale, th: detail.companyName, en: detail.companyNameEn });
            return { title: t('releasedTitle', { kind: detail.kind }), body: t('releasedBody', { company, session: session.title }) };
          },
          linkPath: studentPlacementPath(sessionId),
        })),
      });
      await recordAudit({
        db: tx,
        actor: ctx.actor,
        entry: { action: 'evaluation.release', entityType: 'session', entityId: sessionId, details: { requestIds: releasedIds } },
      });
    }
    return { count: releasedIds.length, ids: releasedIds };
  });
}
