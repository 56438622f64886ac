import type { Executor } from '@/db/client';
import { announcements } from '@/db/schema';
import { sendOneDueAnnouncement } from '@/server/announcements';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The office's announcements of the current term (docs/announcements.md): one sent yesterday to every student of the
 * session, by the same send the scheduler makes (so the demo student has it in the bell), and one scheduled in three
 * days for the students still to rank.
 */
export async function insertDemoAnnouncements(
  tx: Executor,
  { now, sessionId, adminPlatformUid }: { now: Date; sessionId: number; adminPlatformUid: string },
) {
  const yesterday = new Date(now.getTime() - DAY);
  const [sent] = await tx
    .insert(announcements)
    .values({
      sessionId,
      audience: 'SESSION_STUDENTS',
      titleTh: 'ปฐมนิเทศการฝึกงานภาคฤดูร้อน',
      bodyTh: 'ขอเชิญนิสิตทุกคนเข้าร่วมปฐมนิเทศการฝึกงานทางออนไลน์ วันศุกร์นี้ เวลา 13:00 น. ลิงก์เข้าร่วมจะส่งทางอีเมลก่อนเริ่ม 1 ชั่วโมง',
      titleEn: 'Summer internship orientation',
      bodyEn: 'All students are invited to the online orientation this Friday at 13:00. The link will be e-mailed an hour before.',
      scheduledAt: yesterday,
      createdByPlatformUid: adminPlatformUid,
      createdAt: yesterday,
      updatedAt: yesterday,
    })
    .returning({ announcementId: announcements.announcementId });
  await sendOneDueAnnouncement({ db: tx, now: yesterday, announcementId: sent.announcementId });
  await tx.insert(announcements).values({
    sessionId,
    audience: 'STUDENTS_NOT_SUBMITTED',
    titleTh: 'อย่าลืมส่งอันดับตำแหน่งงาน',
    bodyTh: 'นิสิตที่ยังไม่ได้ส่งอันดับ กรุณาตรวจสอบร่างอันดับและกดส่งก่อนหมดเวลา',
    scheduledAt: new Date(now.getTime() + 3 * DAY),
    createdByPlatformUid: adminPlatformUid,
    createdAt: now,
    updatedAt: now,
  });
}
