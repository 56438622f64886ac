// Notifications in their recipient's language (accounts.locale, docs/languages.md): the e-mail of an English reader is
// English, a Thai (or unset) reader's is the Thai it always was, and an announcement's English pair reaches English readers.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { accounts, enrollments, notifications } from '@/db/schema';
import { formatDateTime } from '@/lib/dates';
import { createMailer, deliverAllDueNotificationEmails, renderEmail, runNotificationSchedule, type Mailer } from '@/server/notifications';
import { createOpening, createPerson, createSession, createSessionGroup, enrollStudent } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { placeRound } from '../../support/rankings';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { createAnnouncementCall, createAnnouncementWorld } from '../announcements/announcement-world';

const THAI_LETTER = /[\u0E00-\u0E7F]/;

let db: Database;
let smtp: TestSmtpServer;
let mailer: Mailer;

beforeAll(async () => {
  db = (await testDatabase()).db;
  smtp = await startSmtpServer();
  mailer = createMailer({ smtpUrl: smtp.url, from: 'Intern Portal <portal@example.ac.th>' });
});

afterAll(async () => {
  mailer.close();
  await smtp.close();
});

describe('the e-mail of a notification', () => {
  it('is English for an English reader and the same Thai as before for a Thai or unset one', async () => {
    const group = await createSessionGroup(db);
    const session = await createSession(db, group.sessionGroupId);
    const companyUser = await createPerson(db, 'company_user');
    await createOpening(db, session.sessionId, companyUser.companyId!, { status: 'PUBLISHED' });
    const english = await createPerson(db, 'student');
    const thai = await createPerson(db, 'student');
    const unset = await createPerson(db, 'student');
    for (const student of [english, thai, unset]) {
      await enrollStudent(db, session.sessionId, student.studentId!);
      await db
        .update(enrollments)
        .set({ status: 'RANKING_PENDING' })
        .where(and(eq(enrollments.sessionId, session.sessionId), eq(enrollments.studentId, student.studentId!)));
    }
    await db.update(accounts).set({ locale: 'en' }).where(eq(accounts.platformUid, english.platformUid));
    await db.update(accounts).set({ locale: 'th' }).where(eq(accounts.platformUid, thai.platformUid));
    await placeRound(db, group.sessionGroupId, 'studentRankingDeadline', 20 * 3600);
    const now = new Date();
    await runNotificationSchedule({ ctx: { db, now } });
    await deliverAllDueNotificationEmails({ db, now: () => now, mailer });
    const mailsOf = (username: string) =>
      smtp.received.filter((mail) => mail.parsed.text?.includes(session.title) && mail.envelopeTo.includes(`${username}@example.com`));

    const englishMails = mailsOf(english.username);
    expect(englishMails.map((mail) => mail.parsed.subject).sort()).toEqual([
      `Less than 48 hours left: submit your ranking for ${session.title} round 1`,
      `Ranking is open: ${session.title} round 1`,
    ]);
    const reminder = englishMails.find((mail) => mail.parsed.subject?.startsWith('Less than'))!;
    expect(reminder.parsed.text).toContain(`Open in the portal: http://localhost:3000/ranking?sessionId=${session.sessionId}`);
    expect(reminder.parsed.text).toContain('Stop e-mails of the kind "Reminder before the ranking deadline"');
    expect(reminder.parsed.html).toContain('<html lang="en">');
    // Only the session's title (data, in Thai) is Thai in an English mail.
    expect(THAI_LETTER.test(reminder.parsed.text!.replaceAll(session.title, ''))).toBe(false);
    expect(THAI_LETTER.test(String(reminder.parsed.html).replaceAll(session.title, ''))).toBe(false);

    for (const student of [thai, unset]) {
      const mails = mailsOf(student.username);
      expect(mails.map((mail) => mail.parsed.subject).sort()).toEqual([
        `เปิดให้จัดอันดับตำแหน่งงานแล้ว: ${session.title} รอบที่ 1`,
        `เหลือเวลาอีกไม่ถึง 48 ชั่วโมง: ส่งอันดับตำแหน่งงาน ${session.title} รอบที่ 1`,
      ]);
      const thaiReminder = mails.find((mail) => mail.parsed.subject?.startsWith('เหลือเวลา'))!;
      expect(thaiReminder.parsed.text).toContain(`เปิดในระบบ: http://localhost:3000/ranking?sessionId=${session.sessionId}`);
      expect(thaiReminder.parsed.html).toContain('<html lang="th">');
    }
    const rows = await db
      .select({ recipientId: notifications.recipientId, title: notifications.title })
      .from(notifications)
      .where(inArray(notifications.recipientId, [english.studentId!, thai.studentId!, unset.studentId!]));
    expect(
      rows
        .filter((row) => THAI_LETTER.test(row.title.replaceAll(session.title, '')))
        .map((row) => row.recipientId)
        .sort(),
    ).toEqual([thai.studentId!, thai.studentId!, unset.studentId!, unset.studentId!].sort());
  });

  it('renders a Thai mail byte for byte as before', () => {
    const createdAt = new Date('2027-01-15T03:04:00Z');
    const source = {
      notificationId: 42,
      recipientRole: 'admin' as const,
      recipientId: 'uid-admin-x',
      kind: 'REPORT_READY' as const,
      title: 'ไฟล์รายงานพร้อมแล้ว: a.xlsx',
      body: 'บรรทัดแรก\nบรรทัดสอง\n\nย่อหน้าใหม่ <b>',
      linkPath: '/report',
      createdAt,
    };
    const mail = renderEmail(source, createdAt, { isPreview: true });
    const sentAt = formatDateTime(createdAt);
    const token = /token=([^\n"]+)/.exec(mail.text)![1];
    const base = 'http://localhost:3000';
    expect(mail.subject).toBe(source.title);
    expect(mail.text).toBe(
      [
        source.title,
        '',
        source.body,
        '',
        `เปิดในระบบ: ${base}/report`,
        '',
        '--',
        `CEDT Intern Portal แจ้งเตือนเมื่อ ${sentAt} (เวลากรุงเทพฯ)`,
        `เลิกรับอีเมลประเภท "ไฟล์รายงานพร้อมแล้ว": ${base}/unsubscribe?token=${token}`,
        `ตั้งค่าการแจ้งเตือน: ${base}/notifications#notification-preferences`,
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="th">');
    expect(mail.html).toContain('<p style="margin:0 0 8px;font-size:13px;color:#4b5563">CEDT Intern Portal · ไฟล์รายงานพร้อมแล้ว</p>');
    expect(mail.html).toContain('<p style="margin:0 0 16px">บรรทัดแรก<br>บรรทัดสอง</p><p style="margin:0 0 16px">ย่อหน้าใหม่ &lt;b&gt;</p>');
    expect(mail.html).toContain('font-weight:600">เปิดในระบบ</a></p>');
    expect(mail.html).toContain(
      `แจ้งเตือนเมื่อ ${sentAt} (เวลากรุงเทพฯ)<br>\n<a href="${base}/unsubscribe?token=${token}" style="color:#1d4ed8">เลิกรับอีเมลประเภท "ไฟล์รายงานพร้อมแล้ว"</a> · <a href="${base}/notifications#notification-preferences" style="color:#1d4ed8">ตั้งค่าการแจ้งเตือน</a>\n</td></tr></table></body></html>`,
    );
  });
});

describe('an announcement', () => {
  it('reaches English readers in English when it has an English pair, everyone else in Thai', async () => {
    const world = await createAnnouncementWorld(db);
    await db.update(accounts).set({ locale: 'en' }).where(eq(accounts.platformUid, world.ranked.platformUid));
    const send = async (english: boolean) => {
      const answer = await createAnnouncementCall(world.admin.cookie, {
        sessionId: world.session.sessionId,
        audience: 'STUDENTS_UNMATCHED',
        titleTh: 'ประกาศจากภาควิชา',
        bodyTh: 'โปรดตรวจสอบข้อมูลของคุณ',
        ...(english ? { titleEn: 'From the department', bodyEn: 'Please check your details' } : {}),
      });
      expect(answer.status).toBe(201);
      return db
        .select({ recipientId: notifications.recipientId, title: notifications.title, body: notifications.body })
        .from(notifications)
        .where(sql`${notifications.eventKey} = ${`announcement:${answer.body.announcementId}`}`);
    };
    const bilingual = await send(true);
    expect(bilingual.find((row) => row.recipientId === world.ranked.studentId)).toMatchObject({
      title: 'From the department',
      body: 'Please check your details',
    });
    expect(bilingual.find((row) => row.recipientId === world.toRank.studentId)).toMatchObject({
      title: 'ประกาศจากภาควิชา',
      body: 'โปรดตรวจสอบข้อมูลของคุณ',
    });
    const thaiOnly = await send(false);
    expect(thaiOnly).toHaveLength(2);
    for (const row of thaiOnly) expect(row).toMatchObject({ title: 'ประกาศจากภาควิชา', body: 'โปรดตรวจสอบข้อมูลของคุณ' });
  });
});
