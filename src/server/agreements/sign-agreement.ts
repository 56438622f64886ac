import type { AgreementView } from '@/lib/agreements';
import { agreementStateOf } from '@/lib/agreements';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { placementAgreements } from '@/db/schema';
import { formatDateTime } from '@/lib/dates';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError, ConflictError } from '@/server/errors';
import { agreementNoticeText, noticeToCompany, noticeToStudent } from './agreement-notices';
import { agreementMomentsOf, closedReason, findAgreementRow, studentSignNames, toAgreementView, viewerOf } from './agreement-rows';

export const signAgreementInput = z.object({
  fullName: z
    .string({ error: 'กรุณาพิมพ์ชื่อ-นามสกุลเพื่อลงนาม' })
    .trim()
    .min(1, 'กรุณาพิมพ์ชื่อ-นามสกุลเพื่อลงนาม')
    .max(200, 'ชื่อ-นามสกุลยาวได้ไม่เกิน 200 ตัวอักษร'),
  documentSha256: z
    .string({ error: 'ต้องระบุ documentSha256 ของเอกสารที่ลงนาม' })
    .regex(/^[0-9a-f]{64}$/, 'documentSha256 ต้องเป็น SHA-256 แบบเลขฐานสิบหก 64 ตัว'),
});
export type SignAgreementInput = z.output<typeof signAgreementInput>;

// Spaces as typed do not matter, nor the case of an English name.
const normalized = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * POST /api/student/sessions/{sessionId}/placement/agreement/sign (own) and
 * POST /api/company/sessions/{sessionId}/placements/{studentId}/agreement/sign (own company's): the typed-name
 * signature on the current document. The student types their Thai or English full name; a company user any name,
 * which is recorded as typed. Who, when and from which address are recorded once per party: the write is one
 * conditional statement, so of two signatures at once exactly one lands and the other is 409.
 */
export async function signAgreement({
  ctx,
  sessionId,
  studentId,
  clientAddress,
  input,
}: {
  ctx: Context<'student' | 'company_user'>;
  sessionId: number;
  studentId: string;
  clientAddress: string;
  input: SignAgreementInput;
}): Promise<AgreementView> {
  const party = ctx.actor.role === 'student' ? 'student' : 'company';
  return ctx.db.transaction(async (tx) => {
    const row = await findAgreementRow({ db: tx, now: ctx.now, sessionId, studentId, viewer: viewerOf(ctx.actor) });
    const closed = closedReason(row);
    if (closed) throw new ConflictError(closed);
    const moments = agreementMomentsOf(row);
    if (!moments?.sentAt || !moments.documentSha256) throw new ConflictError('สัญญานี้ยังไม่ได้ส่งให้ลงนาม');
    const state = agreementStateOf(moments);
    if (state === 'SCAN_UPLOADED' || state === 'CHECKED') throw new ConflictError('สัญญานี้ลงนามบนกระดาษและอัปโหลดฉบับสแกนแล้ว', { state });
    const signedAt = party === 'student' ? moments.studentSignedAt : moments.companySignedAt;
    if (signedAt) throw new ConflictError(`ลงนามสัญญานี้ไปแล้วเมื่อ ${formatDateTime(signedAt)}`);
    if (moments.documentSha256 !== input.documentSha256)
      throw new ConflictError('เอกสารสัญญาถูกส่งมาใหม่หลังจากที่เปิดอ่าน โปรดเปิดอ่านฉบับล่าสุดแล้วลงนามอีกครั้ง', {
        documentSha256: moments.documentSha256,
      });
    if (party === 'student' && !studentSignNames(row).some((name) => normalized(name) === normalized(input.fullName)))
      throw new BadRequestError('fullName: ชื่อที่พิมพ์ไม่ตรงกับชื่อ-นามสกุลของนิสิตในระบบ (ภาษาไทยหรือภาษาอังกฤษ)');

    const signer = ctx.actor.signedInPlatformUid || null;
    const set =
      party === 'student'
        ? {
            studentSignedName: input.fullName,
            studentSignedAt: ctx.now,
            studentSignedIp: clientAddress,
            studentSignedByPlatformUid: signer,
          }
        : {
            companySignedName: input.fullName,
            companySignedAt: ctx.now,
            companySignedIp: clientAddress,
            companySignedByPlatformUid: signer,
          };
    const written = await tx
      .update(placementAgreements)
      .set({ ...set, version: sql`${placementAgreements.version} + 1`, updatedAt: ctx.now })
      .where(
        and(
          eq(placementAgreements.sessionId, sessionId),
          eq(placementAgreements.studentId, studentId),
          eq(placementAgreements.openingId, row.openingId),
          eq(placementAgreements.documentSha256, input.documentSha256),
          isNull(party === 'student' ? placementAgreements.studentSignedAt : placementAgreements.companySignedAt),
          isNull(placementAgreements.scanUploadedAt),
        ),
      )
      .returning({ version: placementAgreements.version });
    if (written.length === 0) throw new ConflictError('สัญญานี้เพิ่งถูกลงนามหรือส่งใหม่ โปรดโหลดหน้าใหม่');

    const notice = {
      eventKey: `agreement:${sessionId}:${row.openingId}:${moments.documentSha256.slice(0, 16)}:signed:${party}`,
      text: agreementNoticeText(row, (t, names) => ({
        title: party === 'student' ? t('studentSignedTitle', names) : t('companySignedTitle', names),
        body: t('signedBody', names),
      })),
    };
    if (party === 'student') await noticeToCompany({ db: tx, now: ctx.now, placement: row, notice });
    else await noticeToStudent({ db: tx, now: ctx.now, placement: row, notice });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: `agreement.sign_${party}`,
        entityType: 'placement',
        entityId: `${sessionId}:${studentId}`,
        details: { sessionId, studentId, openingId: row.openingId, documentSha256: input.documentSha256, fullName: input.fullName },
      },
    });
    return toAgreementView(await findAgreementRow({ db: tx, now: ctx.now, sessionId, studentId, viewer: null }));
  });
}
