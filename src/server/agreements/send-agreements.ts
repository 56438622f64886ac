import type { AgreementBulkResult } from '@/lib/agreements';
import { agreementStateOf } from '@/lib/agreements';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { enrollments, sessions } from '@/db/schema';
import type { Context } from '@/server/context';
import { AppError, NotFoundError } from '@/server/errors';
import { MAX_BULK_IDS } from '@/server/bulk';
import { agreementMomentsOf, closedReason, selectAgreementRows } from './agreement-rows';
import { sendOne } from './send-agreement';

export const sendAgreementsInput = z
  .strictObject({
    studentIds: z
      .array(z.string().trim().min(1).max(50), { error: 'studentIds ต้องเป็นรายการรหัสนิสิต' })
      .min(1, 'เลือกอย่างน้อยหนึ่งรายการ')
      .max(MAX_BULK_IDS, `เลือกได้ไม่เกิน ${MAX_BULK_IDS} รายการ`)
      .optional(),
    allNotSent: z.literal(true, { error: 'allNotSent ต้องเป็น true' }).optional(),
  })
  .refine((body) => (body.studentIds === undefined) !== (body.allNotSent === undefined), {
    message: 'ระบุ studentIds หรือ allNotSent อย่างใดอย่างหนึ่ง',
    path: ['studentIds'],
  });
export type SendAgreementsInput = z.output<typeof sendAgreementsInput>;

/**
 * POST /api/admin/sessions/{sessionId}/agreements/send: sends the picked placements' agreements (all or nothing: the
 * first that refuses aborts with its reason, prefixed by the student), or every announced, not ended placement of the
 * session never sent: those the portal cannot send yet (details missing) are skipped with the reason.
 */
export async function sendAgreements({
  ctx,
  sessionId,
  input,
}: {
  ctx: Context;
  sessionId: number;
  input: SendAgreementsInput;
}): Promise<AgreementBulkResult> {
  return ctx.db.transaction(async (tx) => {
    const [session] = await tx.select({ sessionId: sessions.sessionId }).from(sessions).where(eq(sessions.sessionId, sessionId));
    if (!session) throw new NotFoundError('Session not found');
    const ids: string[] = [];
    const skipped: AgreementBulkResult['skipped'] = [];
    if (input.studentIds) {
      for (const studentId of [...new Set(input.studentIds)].sort()) {
        try {
          await sendOne({ db: tx, actor: ctx.actor, now: ctx.now, sessionId, studentId });
        } catch (error) {
          if (error instanceof AppError) error.message = `นิสิต ${studentId}: ${error.message}`;
          throw error;
        }
        ids.push(studentId);
      }
      return { count: ids.length, ids, skipped };
    }
    const rows = await selectAgreementRows({ db: tx, now: ctx.now, where: eq(enrollments.sessionId, sessionId) });
    const waiting = rows
      .filter((row) => closedReason(row) === null && agreementStateOf(agreementMomentsOf(row)) === 'NOT_SENT')
      .map((row) => row.studentId)
      .sort();
    for (const studentId of waiting) {
      try {
        // A savepoint per row: a row that cannot be sent leaves nothing behind.
        await tx.transaction((row) => sendOne({ db: row, actor: ctx.actor, now: ctx.now, sessionId, studentId }));
        ids.push(studentId);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        skipped.push({ studentId, reason: error.message });
      }
    }
    return { count: ids.length, ids, skipped };
  });
}
