import type { AgreementBulkResult } from '@/lib/agreements';
import { agreementStateOf } from '@/lib/agreements';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { enrollments, placementAgreements, sessions } from '@/db/schema';
import { formatDateTime } from '@/lib/dates';
import { recordAudit } from '@/server/audit';
import { MAX_BULK_IDS } from '@/server/bulk';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { agreementMomentsOf, closedReason, selectAgreementRows } from './agreement-rows';
import { remindNextSigner } from './remind-next-signer';

/** A placement is reminded by hand at most once a day. */
export const MANUAL_REMINDER_GAP_MS = 24 * 60 * 60 * 1000;

export const remindAgreementsInput = z.strictObject({
  studentIds: z
    .array(z.string().trim().min(1).max(50), { error: 'studentIds ต้องเป็นรายการรหัสนิสิต' })
    .min(1, 'เลือกอย่างน้อยหนึ่งรายการ')
    .max(MAX_BULK_IDS, `เลือกได้ไม่เกิน ${MAX_BULK_IDS} รายการ`),
});
export type RemindAgreementsInput = z.output<typeof remindAgreementsInput>;

/**
 * POST /api/admin/sessions/{sessionId}/agreements/remind {studentIds}: a reminder to whoever must sign next of each
 * picked placement waiting for a signature. A placement reminded in the last 24 hours, or not waiting for a
 * signature, is skipped with the reason; lastReminderAt records the reminder.
 */
export async function remindAgreements({
  ctx,
  sessionId,
  input,
}: {
  ctx: Context;
  sessionId: number;
  input: RemindAgreementsInput;
}): Promise<AgreementBulkResult> {
  return ctx.db.transaction(async (tx) => {
    const [session] = await tx.select({ sessionId: sessions.sessionId }).from(sessions).where(eq(sessions.sessionId, sessionId));
    if (!session) throw new NotFoundError('Session not found');
    const wanted = [...new Set(input.studentIds)].sort();
    const rows = await selectAgreementRows({
      db: tx,
      now: ctx.now,
      where: and(eq(enrollments.sessionId, sessionId), inArray(enrollments.studentId, wanted)),
    });
    const byId = new Map(rows.map((row) => [row.studentId, row]));
    const ids: string[] = [];
    const skipped: AgreementBulkResult['skipped'] = [];
    for (const studentId of wanted) {
      const row = byId.get(studentId);
      if (!row) {
        skipped.push({ studentId, reason: 'ไม่พบการฝึกงานของนิสิตนี้ในภาคการศึกษานี้' });
        continue;
      }
      const closed = closedReason(row);
      const a = agreementMomentsOf(row);
      const state = agreementStateOf(a);
      if (closed) skipped.push({ studentId, reason: closed });
      else if (state !== 'WAITING_STUDENT' && state !== 'WAITING_COMPANY') skipped.push({ studentId, reason: 'สัญญานี้ไม่ได้รอการลงนาม' });
      else if (a?.lastReminderAt && ctx.now.getTime() - new Date(a.lastReminderAt).getTime() < MANUAL_REMINDER_GAP_MS)
        skipped.push({ studentId, reason: `เตือนไปแล้วเมื่อ ${formatDateTime(a.lastReminderAt)} เตือนซ้ำได้วันละครั้ง` });
      else {
        await remindNextSigner({
          db: tx,
          now: ctx.now,
          row,
          eventKey: `agreement:${sessionId}:${row.openingId}:remind:${ctx.now.toISOString()}`,
        });
        await tx
          .update(placementAgreements)
          .set({ lastReminderAt: ctx.now })
          .where(
            and(
              eq(placementAgreements.sessionId, sessionId),
              eq(placementAgreements.studentId, studentId),
              eq(placementAgreements.openingId, row.openingId),
            ),
          );
        ids.push(studentId);
      }
    }
    if (ids.length > 0)
      await recordAudit({
        db: tx,
        actor: ctx.actor,
        entry: { action: 'agreement.remind', entityType: 'session', entityId: sessionId, details: { studentIds: ids } },
      });
    return { count: ids.length, ids, skipped };
  });
}
