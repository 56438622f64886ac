import { studentPlacementPath, type PlacementView } from '@/lib/placements';
import type { Executor } from '@/db/client';
import { formatDate } from '@/lib/dates';
import { recordNotifications } from '@/server/notifications';

/**
 * Tells the student, through the outbox and in the write's transaction, that the company filled the mentor and the
 * dates of their placement. Once per match (the event key), under the student's placement notifications.
 */
export async function notifyPlacementDetails({ db, now, placement }: { db: Executor; now: Date; placement: PlacementView }) {
  await recordNotifications({
    db,
    now,
    drafts: [
      {
        recipientRole: 'student',
        recipientId: placement.studentId,
        kind: 'STUDENT_PLACEMENT',
        eventKey: `placement:${placement.sessionId}:${placement.openingId}:details`,
        title: `${placement.companyName} กรอกข้อมูลการฝึกงานแล้ว`,
        body: `ตำแหน่ง ${placement.openingTitle} ของ ${placement.companyName}\nฝึกงาน ${formatDate(placement.startDate)} ถึง ${formatDate(placement.endDate)} พี่เลี้ยง ${placement.mentorName}\nโปรดตรวจสอบและยืนยันการฝึกงาน`,
        linkPath: studentPlacementPath(placement.sessionId),
      },
    ],
  });
}
