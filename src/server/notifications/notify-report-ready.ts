import type { Executor } from '@/db/client';
import { formatDateTime } from '@/lib/dates';
import { recordNotifications } from './record-notifications';

/** The admin who asked for a stored report hears that its file is ready, keyed by the file. */
export async function notifyReportReady({
  db,
  now,
  platformUid,
  fileId,
  fileName,
}: {
  db: Executor;
  now: Date;
  platformUid: string;
  fileId: number;
  fileName: string;
}): Promise<void> {
  await recordNotifications({
    db,
    now,
    drafts: [
      {
        recipientRole: 'admin',
        recipientId: platformUid,
        kind: 'REPORT_READY',
        eventKey: `report:file:${fileId}`,
        title: `ไฟล์รายงานพร้อมแล้ว: ${fileName}`,
        body: `ไฟล์รายงาน ${fileName} สร้างเสร็จเมื่อ ${formatDateTime(now)}\nลิงก์ดาวน์โหลดมีอายุสั้น หากหมดอายุ ดาวน์โหลดใหม่ได้ที่หน้ารายงาน`,
        linkPath: '/report',
      },
    ],
  });
}
