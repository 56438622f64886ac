import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { files } from '@/db/schema';
import type { Executor } from '@/db/client';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { fileStorage } from '@/server/files';
import { agreementFieldsOf, agreementMomentsOf, findAgreementRow, viewerOf, type AgreementRow } from './agreement-rows';
import { readAgreementTemplate } from './agreement-template';
import { pdfAnswer } from './pdf-answer';
import { renderAgreementPdf } from './render-agreement-pdf';

async function storedBytes({ db, fileId }: { db: Executor; fileId: number }) {
  const [file] = await db
    .select({ storageKey: files.storageKey, contentType: files.contentType })
    .from(files)
    .where(eq(files.fileId, fileId));
  const stream = file ? await fileStorage().read(file.storageKey) : null;
  if (!file || !stream) throw new NotFoundError('File not found');
  return { bytes: new Uint8Array(await new Response(stream).arrayBuffer()), contentType: file.contentType };
}

/**
 * The signed version, rendered again from the template and details as they were sent: the renderer gives the same
 * bytes for the same input, so it is trusted only when the unsigned rendering still has the digest that was signed.
 * If the template or details changed since, the frozen unsigned document is answered instead (null here).
 */
async function signedVersion({ db, row }: { db: Executor; row: AgreementRow }): Promise<Uint8Array | null> {
  const a = agreementMomentsOf(row)!;
  const template = await readAgreementTemplate({ db, sessionGroupId: row.sessionGroupId });
  const fields = agreementFieldsOf(row);
  const createdAt = new Date(a.sentAt!);
  const unsigned = await renderAgreementPdf({ template, fields, createdAt }).catch(() => null);
  if (!unsigned || createHash('sha256').update(unsigned).digest('hex') !== a.documentSha256) return null;
  return renderAgreementPdf({
    template,
    fields,
    createdAt,
    digestOfUnsigned: a.documentSha256!,
    signatures: [
      { role: 'ผู้ฝึกงาน (นิสิต)', fullName: a.studentSignedName!, signedAt: new Date(a.studentSignedAt!), ipAddress: a.studentSignedIp ?? '' },
      {
        role: 'ผู้ประกอบการ (บริษัท)',
        fullName: a.companySignedName!,
        signedAt: new Date(a.companySignedAt!),
        ipAddress: a.companySignedIp ?? '',
      },
    ],
  });
}

/**
 * GET …/agreement/pdf (admin: any; company user: own company's; student: own): the document sent for signature, or
 * once both parties signed online, the signed version with their names, times, addresses and the unsigned digest.
 */
export async function downloadAgreementPdf({
  ctx,
  sessionId,
  studentId,
}: {
  ctx: Context<'admin' | 'student' | 'company_user'>;
  sessionId: number;
  studentId: string;
}): Promise<Response> {
  const row = await findAgreementRow({ db: ctx.db, now: ctx.now, sessionId, studentId, viewer: viewerOf(ctx.actor) });
  const a = agreementMomentsOf(row);
  if (!a?.documentFileId) throw new NotFoundError('The agreement has not been sent');
  if (a.studentSignedAt && a.companySignedAt) {
    const signed = await signedVersion({ db: ctx.db, row });
    if (signed) return pdfAnswer({ bytes: signed, fileName: `agreement-${studentId}-signed.pdf` });
  }
  const { bytes } = await storedBytes({ db: ctx.db, fileId: a.documentFileId });
  return pdfAnswer({ bytes, fileName: `agreement-${studentId}.pdf` });
}

/** GET …/agreement/scan (same readers): the wet-signed scan as uploaded (PDF, JPG or PNG); 404 when none. */
export async function downloadAgreementScan({
  ctx,
  sessionId,
  studentId,
}: {
  ctx: Context<'admin' | 'student' | 'company_user'>;
  sessionId: number;
  studentId: string;
}): Promise<Response> {
  const row = await findAgreementRow({ db: ctx.db, now: ctx.now, sessionId, studentId, viewer: viewerOf(ctx.actor) });
  const a = agreementMomentsOf(row);
  if (!a?.scanFileId) throw new NotFoundError('No scan uploaded');
  const { bytes, contentType } = await storedBytes({ db: ctx.db, fileId: a.scanFileId });
  const extension = contentType === 'application/pdf' ? 'pdf' : contentType === 'image/png' ? 'png' : 'jpg';
  return pdfAnswer({ bytes, contentType, fileName: `agreement-${studentId}-scan.${extension}` });
}
