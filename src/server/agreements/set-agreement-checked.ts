import type { AgreementView } from '@/lib/agreements';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { placementAgreements } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { agreementMomentsOf, findAgreementRow, toAgreementView } from './agreement-rows';

export const setAgreementCheckedInput = z.object({
  checked: z.boolean({ error: 'checked ต้องเป็น true หรือ false' }),
  /** The agreement's version the admin looked at: a scan replaced since then is 409. */
  version: z.number({ error: 'ต้องระบุ version' }).int().min(1, 'version ต้องไม่น้อยกว่า 1'),
});
export type SetAgreementCheckedInput = z.output<typeof setAgreementCheckedInput>;

/**
 * PUT /api/admin/sessions/{sessionId}/placements/{studentId}/agreement/check {checked, version}: the office marks
 * the signed agreement (a scan, or both online signatures) checked, or takes the mark back.
 */
export async function setAgreementChecked({
  ctx,
  sessionId,
  studentId,
  input,
}: {
  ctx: Context;
  sessionId: number;
  studentId: string;
  input: SetAgreementCheckedInput;
}): Promise<AgreementView> {
  return ctx.db.transaction(async (tx) => {
    const row = await findAgreementRow({ db: tx, now: ctx.now, sessionId, studentId, viewer: null });
    const moments = agreementMomentsOf(row);
    const isSigned = Boolean(moments?.scanUploadedAt || (moments?.studentSignedAt && moments.companySignedAt));
    if (input.checked && !isSigned) throw new ConflictError('สัญญานี้ยังไม่ได้ลงนามครบหรืออัปโหลดฉบับสแกน จึงยังตรวจไม่ได้');
    const written = await tx
      .update(placementAgreements)
      .set({
        checkedAt: input.checked ? ctx.now : null,
        checkedByPlatformUid: input.checked ? ctx.actor.signedInPlatformUid || null : null,
        version: sql`${placementAgreements.version} + 1`,
        updatedAt: ctx.now,
      })
      .where(
        and(
          eq(placementAgreements.sessionId, sessionId),
          eq(placementAgreements.studentId, studentId),
          eq(placementAgreements.openingId, row.openingId),
          eq(placementAgreements.version, input.version),
        ),
      )
      .returning({ version: placementAgreements.version });
    if (written.length === 0)
      throw new ConflictError('สัญญานี้เปลี่ยนไปหลังจากที่เปิดดู โปรดโหลดหน้าใหม่แล้วตรวจอีกครั้ง', { current: toAgreementView(row) });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: input.checked ? 'agreement.check' : 'agreement.uncheck',
        entityType: 'placement',
        entityId: `${sessionId}:${studentId}`,
        details: { sessionId, studentId, openingId: row.openingId },
      },
    });
    return toAgreementView(await findAgreementRow({ db: tx, now: ctx.now, sessionId, studentId, viewer: null }));
  });
}
