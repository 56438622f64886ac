import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { placementAgreements, placementDetails, sessions } from '@/db/schema';
import type { AdminActor } from '@/server/context';
import { sendAgreementInTransaction } from '@/server/agreements';
import { storeGeneratedFile } from '@/server/files';
import { PAST_SESSION_TITLE } from './past-term';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Last summer's agreements (docs/agreements.md) in the states the office's table shows: sent and waiting for the
 * student, signed by the student, signed online by both, and a wet-signed scan the office checked. The documents are
 * rendered and stored as the office's sending does; the signatures are written as the parties' calls would.
 */
export async function insertDemoAgreements(tx: Executor, { now, adminPlatformUid }: { now: Date; adminPlatformUid: string }) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const [session] = await tx.select({ sessionId: sessions.sessionId }).from(sessions).where(eq(sessions.title, PAST_SESSION_TITLE));
  if (!session) return;
  const placements = await tx
    .select({ studentId: placementDetails.studentId, openingId: placementDetails.openingId })
    .from(placementDetails)
    .where(and(eq(placementDetails.sessionId, session.sessionId), isNotNull(placementDetails.mentorName), isNull(placementDetails.endedAt)))
    .orderBy(asc(placementDetails.studentId))
    .limit(4);
  const actor: AdminActor = {
    role: 'admin',
    platformUid: adminPlatformUid,
    signedInPlatformUid: adminPlatformUid,
    displayName: 'ผู้ดูแลระบบ',
    loginSessionId: 0,
  };
  for (const [index, { studentId, openingId }] of placements.entries()) {
    const sent = await sendAgreementInTransaction({ db: tx, actor, now: at(-6), sessionId: session.sessionId, studentId });
    const where = and(
      eq(placementAgreements.sessionId, session.sessionId),
      eq(placementAgreements.studentId, studentId),
      eq(placementAgreements.openingId, openingId),
    );
    const studentSigned = {
      studentSignedName: sent.studentName,
      studentSignedAt: at(-5),
      studentSignedIp: '203.0.113.10',
      studentSignedByPlatformUid: null,
    };
    if (index === 1)
      await tx
        .update(placementAgreements)
        .set({ ...studentSigned, version: 2 })
        .where(where);
    if (index === 2)
      await tx
        .update(placementAgreements)
        .set({
          ...studentSigned,
          companySignedName: 'คุณวรวุฒิ ศรีสุข',
          companySignedAt: at(-4),
          companySignedIp: '198.51.100.20',
          version: 3,
        })
        .where(where);
    if (index === 3) {
      const { fileId } = await storeGeneratedFile({
        db: tx,
        input: {
          type: 'AGREEMENT_SCAN',
          originalName: `agreement-${studentId}-scan.pdf`,
          contentType: 'application/pdf',
          bytes: new TextEncoder().encode(SCAN_PDF),
          ownerPlatformUid: null,
        },
      });
      await tx
        .update(placementAgreements)
        .set({ scanFileId: fileId, scanUploadedAt: at(-3), checkedAt: at(-2), checkedByPlatformUid: adminPlatformUid, version: 3 })
        .where(where);
    }
  }
}

// A one-page blank PDF standing in for a scan of the wet-signed paper.
const SCAN_PDF = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj
trailer<</Root 1 0 R>>
%%EOF
`;
