import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companyUsers } from '@/db/schema';
import { recordNotifications, type NotificationDraft } from '@/server/notifications';

type Placement = { sessionId: number; studentId: string; openingId: number; companyId: number; companyName: string; studentName: string };
type Notice = { eventKey: string; title: string; body: string };

export const studentAgreementLink = (sessionId: number) => `/session/${sessionId}/placement`;
export const companyAgreementLink = (sessionId: number, studentId: string) => `/session/${sessionId}/placements/${studentId}`;

/** A notice about the agreement to the placement's student, in the caller's transaction (STUDENT_PLACEMENT). */
export async function noticeToStudent({ db, now, placement, notice }: { db: Executor; now: Date; placement: Placement; notice: Notice }) {
  return recordNotifications({
    db,
    now,
    drafts: [
      {
        recipientRole: 'student',
        recipientId: placement.studentId,
        kind: 'STUDENT_PLACEMENT',
        ...notice,
        linkPath: studentAgreementLink(placement.sessionId),
      },
    ],
  });
}

/** The same notice to every active user of the placement's company (COMPANY_PLACEMENT). */
export async function noticeToCompany({ db, now, placement, notice }: { db: Executor; now: Date; placement: Placement; notice: Notice }) {
  const users = await db
    .select({ platformUid: companyUsers.platformUid })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, placement.companyId), eq(companyUsers.isActive, true)));
  const drafts: NotificationDraft[] = users.map((user) => ({
    recipientRole: 'company_user',
    recipientId: user.platformUid,
    kind: 'COMPANY_PLACEMENT',
    ...notice,
    linkPath: companyAgreementLink(placement.sessionId, placement.studentId),
  }));
  return recordNotifications({ db, now, drafts });
}
