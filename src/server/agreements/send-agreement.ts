import type { AgreementView } from '@/lib/agreements';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { placementAgreements } from '@/db/schema';
import { agreementStateOf } from '@/lib/agreements';
import { recordAudit } from '@/server/audit';
import type { Actor, Context } from '@/server/context';
import { BadRequestError, ConflictError } from '@/server/errors';
import { storeGeneratedFile } from '@/server/files';
import { agreementNoticeText, noticeToCompany, noticeToStudent } from './agreement-notices';
import { agreementFieldsOf, agreementMomentsOf, closedReason, findAgreementRow, toAgreementView } from './agreement-rows';
import { readAgreementTemplate } from './agreement-template';
import { renderAgreementPdf } from './render-agreement-pdf';

/**
 * POST /api/admin/sessions/{sessionId}/placements/{studentId}/agreement/send: renders the placement's agreement from
 * its group's template and details, stores the PDF (AGREEMENT_DOCUMENT) with its SHA-256 and tells both parties.
 * Sending again (after the details changed) stores a new document and clears the online signatures; once signed
 * online, on paper or checked it is refused (409).
 */
export async function sendAgreement({
  ctx,
  sessionId,
  studentId,
}: {
  ctx: Context;
  sessionId: number;
  studentId: string;
}): Promise<AgreementView> {
  return ctx.db.transaction((tx) => sendOne({ db: tx, actor: ctx.actor, now: ctx.now, sessionId, studentId }));
}

/** The sending of one placement's agreement inside the caller's transaction (the bulk send runs it per row). */
export async function sendOne({
  db,
  actor,
  now,
  sessionId,
  studentId,
}: {
  db: Executor;
  actor: Actor;
  now: Date;
  sessionId: number;
  studentId: string;
}): Promise<AgreementView> {
  // Locks the agreement row (when one exists) so a signature cannot land on the document being replaced.
  await db.execute(
    sql`select 1 from ${placementAgreements} where ${placementAgreements.sessionId} = ${sessionId} and ${placementAgreements.studentId} = ${studentId} for update`,
  );
  const row = await findAgreementRow({ db, now, sessionId, studentId, viewer: null });
  const closed = closedReason(row);
  if (closed) throw new ConflictError(closed);
  const state = agreementStateOf(agreementMomentsOf(row));
  if (state === 'SIGNED_ONLINE' || state === 'SCAN_UPLOADED' || state === 'CHECKED')
    throw new ConflictError('สัญญานี้ลงนามแล้ว จึงส่งให้ลงนามใหม่ไม่ได้', { state });

  const template = await readAgreementTemplate({ db, sessionGroupId: row.sessionGroupId });
  let bytes: Uint8Array;
  try {
    bytes = await renderAgreementPdf({ template, fields: agreementFieldsOf(row), createdAt: now });
  } catch (error) {
    // A missing detail (the mentor, the dates) is the placement's state, not the request's fault.
    if (error instanceof BadRequestError) throw new ConflictError(error.message);
    throw error;
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const { fileId } = await storeGeneratedFile({
    db,
    input: {
      type: 'AGREEMENT_DOCUMENT',
      originalName: `agreement-${sessionId}-${studentId}.pdf`,
      contentType: 'application/pdf',
      bytes,
      ownerPlatformUid: null,
    },
  });
  const sent = {
    documentFileId: fileId,
    documentSha256: sha256,
    sentAt: now,
    sentByPlatformUid: actor.signedInPlatformUid || null,
    studentSignedName: null,
    studentSignedAt: null,
    studentSignedIp: null,
    studentSignedByPlatformUid: null,
    companySignedName: null,
    companySignedAt: null,
    companySignedIp: null,
    companySignedByPlatformUid: null,
    updatedAt: now,
  };
  await db
    .insert(placementAgreements)
    .values({ sessionId, studentId, openingId: row.openingId, ...sent })
    .onConflictDoUpdate({
      target: [placementAgreements.sessionId, placementAgreements.studentId, placementAgreements.openingId],
      set: { ...sent, version: sql`${placementAgreements.version} + 1` },
    });
  const resent = Boolean(agreementMomentsOf(row)?.sentAt);
  const notice = {
    eventKey: `agreement:${sessionId}:${row.openingId}:sent:${sha256.slice(0, 16)}`,
    text: agreementNoticeText(row, (t, names) => ({
      title: resent ? t('resentTitle', names) : t('sentTitle', names),
      body: t('sentBody', names),
    })),
  };
  await noticeToStudent({ db, now, placement: row, notice });
  await noticeToCompany({ db, now, placement: row, notice });
  await recordAudit({
    db,
    actor,
    entry: {
      action: resent ? 'agreement.resend' : 'agreement.send',
      entityType: 'placement',
      entityId: `${sessionId}:${studentId}`,
      details: { sessionId, studentId, openingId: row.openingId, documentFileId: fileId, documentSha256: sha256 },
    },
  });
  return toAgreementView(await findAgreementRow({ db, now, sessionId, studentId, viewer: null }));
}
