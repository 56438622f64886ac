import type { AgreementView } from '@/lib/agreements';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { files, placementAgreements, uploadSlots } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError, ConflictError } from '@/server/errors';
import { uploadOwnerOf } from '@/server/files';
import { agreementNoticeText, noticeToCompany, noticeToStudent } from './agreement-notices';
import { agreementMomentsOf, closedReason, findAgreementRow, toAgreementView, viewerOf } from './agreement-rows';

/**
 * POST …/agreement/scan (student: own; company user: own company's; admin: any): attaches the caller's newest
 * AGREEMENT_SCAN upload (create slot → upload, as every upload) as the wet-signed agreement. The agreement must have
 * been sent (there is a document to print); a new scan replaces the previous one until the office checks it.
 */
export async function attachAgreementScan({
  ctx,
  sessionId,
  studentId,
}: {
  ctx: Context<'admin' | 'student' | 'company_user'>;
  sessionId: number;
  studentId: string;
}): Promise<AgreementView> {
  return ctx.db.transaction(async (tx) => {
    const row = await findAgreementRow({ db: tx, now: ctx.now, sessionId, studentId, viewer: viewerOf(ctx.actor) });
    const closed = closedReason(row);
    if (closed) throw new ConflictError(closed);
    const moments = agreementMomentsOf(row);
    if (!moments?.sentAt) throw new ConflictError('สัญญานี้ยังไม่ได้ส่งให้ลงนาม จึงยังอัปโหลดฉบับสแกนไม่ได้');
    if (moments.checkedAt) throw new ConflictError('สำนักงานตรวจสัญญานี้แล้ว จึงเปลี่ยนฉบับสแกนไม่ได้');

    const owner = uploadOwnerOf(ctx.actor);
    const [newest] = await tx
      .select({ fileId: files.fileId, originalName: files.originalName })
      .from(uploadSlots)
      .innerJoin(files, eq(files.fileId, uploadSlots.uploadedFileId))
      .where(and(eq(uploadSlots.platformUid, owner), eq(uploadSlots.type, 'AGREEMENT_SCAN'), isNotNull(uploadSlots.uploadedFileId)))
      .orderBy(desc(uploadSlots.createdAt), desc(files.fileId))
      .limit(1);
    if (!newest) throw new BadRequestError('file: ยังไม่มีไฟล์สแกนสัญญาที่อัปโหลด โปรดอัปโหลดไฟล์ก่อน');

    const written = await tx
      .update(placementAgreements)
      .set({
        scanFileId: newest.fileId,
        scanUploadedAt: ctx.now,
        scanUploadedByPlatformUid: ctx.actor.signedInPlatformUid || null,
        version: sql`${placementAgreements.version} + 1`,
        updatedAt: ctx.now,
      })
      .where(
        and(
          eq(placementAgreements.sessionId, sessionId),
          eq(placementAgreements.studentId, studentId),
          eq(placementAgreements.openingId, row.openingId),
          sql`${placementAgreements.checkedAt} is null`,
        ),
      )
      .returning({ version: placementAgreements.version });
    if (written.length === 0) throw new ConflictError('สำนักงานตรวจสัญญานี้แล้ว จึงเปลี่ยนฉบับสแกนไม่ได้');
    // The slots of the taken upload (and of older ones) are used up; the file stays, pointed at by the agreement.
    await tx.delete(uploadSlots).where(and(eq(uploadSlots.platformUid, owner), eq(uploadSlots.type, 'AGREEMENT_SCAN')));

    const notice = {
      eventKey: `agreement:${sessionId}:${row.openingId}:scan:${newest.fileId}`,
      text: agreementNoticeText(row, (t, names) => ({ title: t('scanTitle', names), body: t('scanBody', names) })),
    };
    if (ctx.actor.role === 'student') await noticeToCompany({ db: tx, now: ctx.now, placement: row, notice });
    else if (ctx.actor.role === 'company_user') await noticeToStudent({ db: tx, now: ctx.now, placement: row, notice });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'agreement.scan',
        entityType: 'placement',
        entityId: `${sessionId}:${studentId}`,
        details: { sessionId, studentId, openingId: row.openingId, fileId: newest.fileId, originalName: newest.originalName },
      },
    });
    return toAgreementView(await findAgreementRow({ db: tx, now: ctx.now, sessionId, studentId, viewer: null }));
  });
}
