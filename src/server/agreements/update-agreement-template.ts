import type { AgreementTemplateView } from '@/lib/agreements';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { agreementTemplates } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { readAgreementTemplate, SAMPLE_AGREEMENT_FIELDS } from './agreement-template';
import { fillAgreementTemplate } from './fill-agreement-template';

export const updateAgreementTemplateInput = z.object({
  title: z.string({ error: 'กรุณากรอกชื่อสัญญา' }).trim().min(1, 'กรุณากรอกชื่อสัญญา').max(200, 'ชื่อสัญญายาวได้ไม่เกิน 200 ตัวอักษร'),
  body: z.string({ error: 'กรุณากรอกเนื้อหาสัญญา' }).trim().min(1, 'กรุณากรอกเนื้อหาสัญญา').max(50_000, 'เนื้อหาสัญญายาวได้ไม่เกิน 50,000 ตัวอักษร'),
  /** The version the edit was made on (0: the default, none stored yet). */
  version: z.number({ error: 'ต้องระบุ version' }).int().min(0),
});
export type UpdateAgreementTemplateInput = z.output<typeof updateAgreementTemplateInput>;

/**
 * PUT /api/admin/session-groups/{sessionGroupId}/agreement-template: stores the group's template. A field the portal
 * does not know is refused (400) now rather than when an agreement is sent; a stale version is 409. Documents already
 * sent keep their text (they are frozen); the next sending uses the new one.
 */
export async function updateAgreementTemplate({
  ctx,
  sessionGroupId,
  input,
}: {
  ctx: Context;
  sessionGroupId: number;
  input: UpdateAgreementTemplateInput;
}): Promise<AgreementTemplateView> {
  fillAgreementTemplate({ template: input.title, fields: SAMPLE_AGREEMENT_FIELDS });
  fillAgreementTemplate({ template: input.body, fields: SAMPLE_AGREEMENT_FIELDS });
  return ctx.db.transaction(async (tx) => {
    const current = await readAgreementTemplate({ db: tx, sessionGroupId });
    const values = {
      title: input.title,
      body: input.body,
      updatedByPlatformUid: ctx.actor.signedInPlatformUid || null,
      updatedAt: ctx.now,
    };
    const written =
      input.version === 0
        ? await tx
            .insert(agreementTemplates)
            .values({ sessionGroupId, ...values })
            .onConflictDoNothing()
            .returning({ version: agreementTemplates.version })
        : await tx
            .update(agreementTemplates)
            .set({ ...values, version: sql`${agreementTemplates.version} + 1` })
            .where(and(eq(agreementTemplates.sessionGroupId, sessionGroupId), eq(agreementTemplates.version, input.version)))
            .returning({ version: agreementTemplates.version });
    if (written.length === 0) throw new ConflictError('แม่แบบสัญญาถูกแก้ไขโดยผู้อื่นไปแล้ว โปรดโหลดหน้าใหม่แล้วแก้ไขอีกครั้ง', { current });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'agreement_template.update',
        entityType: 'session-group',
        entityId: sessionGroupId,
        details: { version: written[0].version, previousVersion: current.version },
      },
    });
    return readAgreementTemplate({ db: tx, sessionGroupId });
  });
}
