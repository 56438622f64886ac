import type { Executor } from '@/db/client';
import { companyPlacementPath, studentPlacementPath } from '@/lib/placements';
import { companyUsersOf, recordNotifications, type NotificationDraft } from '@/server/notifications';

type Placement = { sessionId: number; studentId: string; openingId: number; companyId: number; companyName: string; studentName: string };
type Notice = { eventKey: string; title: string; body: string };

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
        linkPath: studentPlacementPath(placement.sessionId),
      },
    ],
  });
}

/** The same notice to every active user of the placement's company (COMPANY_PLACEMENT). */
export async function noticeToCompany({ db, now, placement, notice }: { db: Executor; now: Date; placement: Placement; notice: Notice }) {
  const users = await companyUsersOf({ db, companyIds: [placement.companyId] });
  const drafts: NotificationDraft[] = (users.get(placement.companyId) ?? []).map((platformUid) => ({
    recipientRole: 'company_user',
    recipientId: platformUid,
    kind: 'COMPANY_PLACEMENT',
    ...notice,
    linkPath: companyPlacementPath(placement),
  }));
  return recordNotifications({ db, now, drafts });
}
