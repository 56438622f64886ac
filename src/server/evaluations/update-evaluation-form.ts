import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { evaluationForms } from '@/db/schema';
import { EVALUATION_DUE_BASES, evaluationSections, type EvaluationFormView, type EvaluationKind } from '@/lib/evaluations';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { formViewOf, readEvaluationForm } from './evaluation-form';

export const updateEvaluationFormInput = z.strictObject({
  version: z.number({ error: 'กรุณาระบุเวอร์ชันของแบบประเมิน' }).int().min(0),
  titleTh: z
    .string({ error: 'กรุณากรอกชื่อแบบประเมินภาษาไทย' })
    .trim()
    .min(1, 'กรุณากรอกชื่อแบบประเมินภาษาไทย')
    .max(200, 'ชื่อแบบประเมินยาวได้ไม่เกิน 200 ตัวอักษร'),
  titleEn: z
    .string({ error: 'กรุณากรอกชื่อแบบประเมินภาษาอังกฤษ' })
    .trim()
    .min(1, 'กรุณากรอกชื่อแบบประเมินภาษาอังกฤษ')
    .max(200, 'ชื่อแบบประเมินยาวได้ไม่เกิน 200 ตัวอักษร'),
  sections: evaluationSections,
  dueBasis: z.enum(EVALUATION_DUE_BASES, { error: 'วันที่นับกำหนดส่งต้องเป็นวันเริ่มหรือวันสิ้นสุดการฝึกงาน' }),
  dueOffsetDays: z
    .number({ error: 'กรุณาระบุจำนวนวันจากวันที่นับ' })
    .int('จำนวนวันต้องเป็นจำนวนเต็ม')
    .min(-365, 'จำนวนวันต้องอยู่ระหว่าง -365 ถึง 365')
    .max(365, 'จำนวนวันต้องอยู่ระหว่าง -365 ถึง 365'),
  linkValidDays: z
    .number({ error: 'กรุณาระบุจำนวนวันที่ลิงก์ใช้ได้' })
    .int('จำนวนวันต้องเป็นจำนวนเต็ม')
    .min(1, 'ลิงก์ต้องใช้ได้ 1–365 วันหลังกำหนดส่ง')
    .max(365, 'ลิงก์ต้องใช้ได้ 1–365 วันหลังกำหนดส่ง'),
});
export type UpdateEvaluationFormInput = z.output<typeof updateEvaluationFormInput>;

const STALE = 'มีผู้แก้ไขแบบประเมินนี้ไปแล้ว โปรดตรวจสอบข้อมูลล่าสุดแล้วบันทึกอีกครั้ง';

/**
 * PUT /api/admin/session-groups/{sessionGroupId}/evaluation-forms/{kind}: saves the group's form. One conditional
 * statement: version 0 inserts (nothing when a concurrent save or the scheduler stored one first), a later version
 * updates where the version still matches; otherwise 409 with the form as it is now. Requests already created keep
 * their due date; new ones and the answers' reading use the saved form.
 */
export async function updateEvaluationForm({
  ctx,
  sessionGroupId,
  kind,
  input,
}: {
  ctx: Context<'admin'>;
  sessionGroupId: number;
  kind: EvaluationKind;
  input: UpdateEvaluationFormInput;
}): Promise<EvaluationFormView> {
  return ctx.db.transaction(async (tx) => {
    await readEvaluationForm({ db: tx, sessionGroupId, kind });
    const { version, ...fields } = input;
    const values = { ...fields, updatedByPlatformUid: ctx.actor.signedInPlatformUid, updatedAt: ctx.now };
    const written =
      version === 0
        ? await tx
            .insert(evaluationForms)
            .values({ sessionGroupId, kind, ...values })
            .onConflictDoNothing({ target: [evaluationForms.sessionGroupId, evaluationForms.kind] })
            .returning()
        : await tx
            .update(evaluationForms)
            .set({ ...values, version: sql`${evaluationForms.version} + 1` })
            .where(
              and(eq(evaluationForms.sessionGroupId, sessionGroupId), eq(evaluationForms.kind, kind), eq(evaluationForms.version, version)),
            )
            .returning();
    if (written.length === 0) throw new ConflictError(STALE, { current: await readEvaluationForm({ db: tx, sessionGroupId, kind }) });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'evaluation_form.update',
        entityType: 'session-group',
        entityId: sessionGroupId,
        details: { kind, version: written[0].version },
      },
    });
    return formViewOf(written[0]);
  });
}
