import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as submitRankingRoute } from '@/app/api/student/sessions/[sessionId]/ranking/route';
import { POST as unsubscribeRoute } from '@/app/api/notifications/unsubscribe/route';
import { openPostgres, type Database, type DatabaseHandle } from '@/db/client';
import { enrollments, notifications, notificationPreferences } from '@/db/schema';
import { formatDateTime } from '@/lib/dates';
import {
  createMailer,
  deliverAllDueNotificationEmails,
  deliverNotificationEmails,
  FIRST_RETRY_MS,
  recordNotifications,
  runNotificationSchedule,
  type Mailer,
} from '@/server/notifications';
import { callRoute } from '../../support/api';
import { createOpening, createPerson, createSession, createSessionGroup, enrollStudent, type TestPerson } from '../../support/fixtures';
import { withDatabase } from '../../support/global-setup';
import { testDatabase } from '../../support/per-file-setup';
import { placeRound, submitStudentRanking } from '../../support/rankings';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';

let handle: DatabaseHandle;
let db: Database;
let smtp: TestSmtpServer;
let mailer: Mailer;

beforeAll(async () => {
  handle = await testDatabase();
  db = handle.db;
  smtp = await startSmtpServer();
  mailer = createMailer({ smtpUrl: smtp.url, from: 'Intern Portal <portal@example.ac.th>' });
});

afterAll(async () => {
  mailer.close();
  await smtp.close();
});

beforeEach(() => {
  smtp.received.length = 0;
});

/** A session of a fresh group with `count` enrolled students waiting to rank, and one published opening. */
async function world(count = 3) {
  const group = await createSessionGroup(db);
  const session = await createSession(db, group.sessionGroupId);
  const companyUser = await createPerson(db, 'company_user');
  const opening = await createOpening(db, session.sessionId, companyUser.companyId!, { status: 'PUBLISHED' });
  const students: TestPerson[] = [];
  for (let index = 0; index < count; index += 1) {
    const student = await createPerson(db, 'student');
    await enrollStudent(db, session.sessionId, student.studentId!);
    await db
      .update(enrollments)
      .set({ status: 'RANKING_PENDING' })
      .where(and(eq(enrollments.sessionId, session.sessionId), eq(enrollments.studentId, student.studentId!)));
    students.push(student);
  }
  return { group, session, opening, companyUser, students };
}

async function notificationsOf(eventKeyPrefix: string) {
  return db
    .select()
    .from(notifications)
    .where(sql`${notifications.eventKey} like ${`${eventKeyPrefix}%`}`)
    .orderBy(notifications.notificationId);
}

const HOUR_SECONDS = 3600;

/** The message's header lines with folded continuation lines joined back (RFC 5322). */
const unfolded = (raw: string) => raw.replace(/\r?\n[ \t]+/g, '').replace(/\r\n/g, '\n');

describe('the scheduler and the e-mail worker against a real SMTP server', () => {
  it('tells every waiting student of the open ranking window and the 48 h reminder once, in Thai, with a link and an unsubscribe link', async () => {
    const { group, session, students } = await world(3);
    // The test moves the round's dates, not the clock: the student deadline is 20 hours away (the openings were announced 4 hours ago).
    await placeRound(db, group.sessionGroupId, 'studentRankingDeadline', 20 * HOUR_SECONDS);
    const now = new Date();
    const first = await runNotificationSchedule({ ctx: { db, now } });
    expect(first.written).toBeGreaterThanOrEqual(6);
    const again = await runNotificationSchedule({ ctx: { db, now } });
    expect(again.written).toBe(0);

    const outcome = await deliverAllDueNotificationEmails({ db, now: () => now, mailer });
    const ours = smtp.received.filter((mail) => mail.parsed.text?.includes(session.title));
    expect(ours).toHaveLength(6);
    expect(outcome.failed).toBe(0);
    for (const student of students) {
      const mails = ours.filter((mail) => mail.envelopeTo.includes(`${student.username}@example.com`));
      expect(mails.map((mail) => mail.parsed.subject).sort()).toEqual([
        `เปิดให้จัดอันดับตำแหน่งงานแล้ว: ${session.title} รอบที่ 1`,
        `เหลือเวลาอีกไม่ถึง 48 ชั่วโมง: ส่งอันดับตำแหน่งงาน ${session.title} รอบที่ 1`,
      ]);
    }
    const [round] = await db
      .execute(sql`select student_ranking_deadline from rounds where session_group_id = ${group.sessionGroupId}`)
      .then((result) => (result as unknown as { rows: { student_ranking_deadline: string }[] }).rows);
    const deadlineText = formatDateTime(new Date(round.student_ranking_deadline));
    expect(deadlineText).toMatch(/25\d\d/);
    const reminder = ours.find((mail) => mail.parsed.subject?.startsWith('เหลือเวลา'))!;
    expect(reminder.parsed.text).toContain(`หมดเวลาส่ง ${deadlineText}`);
    expect(reminder.parsed.text).toContain(`เปิดในระบบ: http://localhost:3000/ranking?sessionId=${session.sessionId}`);
    expect(reminder.parsed.html).toContain(`href="http://localhost:3000/ranking?sessionId=${session.sessionId}"`);
    expect(reminder.parsed.html).toContain('เลิกรับอีเมลประเภท');
    expect(reminder.parsed.from?.text).toContain('portal@example.ac.th');
    expect(unfolded(reminder.raw)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(unfolded(reminder.raw)).toMatch(
      /^List-Unsubscribe:\s*<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[^>]+>$/m,
    );
    expect(reminder.parsed.messageId).toMatch(/^<notification-\d+@localhost>$/);

    // Nothing due any more: a second pass sends nothing.
    smtp.received.length = 0;
    const idle = await deliverNotificationEmails({ ctx: { db, now }, mailer });
    expect(idle.claimed).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends the 6 h reminder, and none at all to a student who already submitted', async () => {
    const { group, session, opening, students } = await world(3);
    await placeRound(db, group.sessionGroupId, 'studentRankingDeadline', 5 * HOUR_SECONDS);
    await submitStudentRanking(db, { sessionId: session.sessionId, studentId: students[0].studentId!, openingIds: [opening.openingId] });
    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    const reminders = await notificationsOf(`student-ranking-reminder-6h:s${session.sessionId}:`);
    expect(reminders.map((row) => row.recipientId).sort()).toEqual([students[1].studentId, students[2].studentId].sort());
    expect(await notificationsOf(`student-ranking-reminder-48h:s${session.sessionId}:`)).toHaveLength(0);

    // Student 2 submits after the reminder was written but before the worker took it: it is not sent.
    await submitStudentRanking(db, { sessionId: session.sessionId, studentId: students[1].studentId!, openingIds: [opening.openingId] });
    await deliverAllDueNotificationEmails({ db, now: () => new Date(), mailer });
    const sentTo = smtp.received
      .filter((mail) => mail.parsed.subject?.includes(session.title) && mail.parsed.subject.startsWith('เหลือเวลา'))
      .flatMap((mail) => mail.envelopeTo);
    expect(sentTo).toEqual([`${students[2].username}@example.com`]);
    const [skipped] = (await notificationsOf(`student-ranking-reminder-6h:s${session.sessionId}:`)).filter(
      (row) => row.recipientId === students[1].studentId,
    );
    expect(skipped.emailStatus).toBe('SKIPPED');
    expect(skipped.emailLastError).toBe('ดำเนินการแล้วก่อนถึงเวลาส่ง');
  });

  it('retries a message the server refused, after the backoff, and sends it once', async () => {
    const student = await createPerson(db, 'student');
    const now = new Date();
    await recordNotifications({
      db,
      now,
      drafts: [
        {
          recipientRole: 'student',
          recipientId: student.studentId!,
          kind: 'STUDENT_RESULT',
          eventKey: 'retry-test',
          title: 'ผลการทดสอบ',
          body: 'เนื้อหา',
          linkPath: '/ranking',
        },
      ],
    });
    smtp.refuseNext(1);
    const first = await deliverNotificationEmails({ ctx: { db, now }, mailer });
    expect(first).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    const [waiting] = await notificationsOf('retry-test');
    expect(waiting).toMatchObject({ emailStatus: 'PENDING', emailAttempts: 1 });
    expect(waiting.emailLastError).toContain('451');
    expect(waiting.emailNextAttemptAt.getTime()).toBe(now.getTime() + FIRST_RETRY_MS);

    // Not before its time.
    expect((await deliverNotificationEmails({ ctx: { db, now: new Date(now.getTime() + FIRST_RETRY_MS - 1000) }, mailer })).claimed).toBe(
      0,
    );
    const later = await deliverNotificationEmails({ ctx: { db, now: new Date(now.getTime() + FIRST_RETRY_MS) }, mailer });
    expect(later).toMatchObject({ claimed: 1, sent: 1 });
    const [sent] = await notificationsOf('retry-test');
    expect(sent).toMatchObject({ emailStatus: 'SENT', emailAttempts: 2, emailAddress: `${student.username}@example.com` });
    expect(smtp.received.filter((mail) => mail.parsed.subject === 'ผลการทดสอบ')).toHaveLength(1);
  });

  it('claims again the mails a worker left in flight when it died (its lease ran out), and sends each once', async () => {
    const student = await createPerson(db, 'student');
    const now = new Date();
    await recordNotifications({
      db,
      now,
      drafts: [
        {
          recipientRole: 'student',
          recipientId: student.studentId!,
          kind: 'STUDENT_RESULT',
          eventKey: 'crashed-worker',
          title: 'งานค้างจากเครื่องที่ดับ',
          body: 'เนื้อหา',
          linkPath: '/ranking',
        },
      ],
    });
    // What a worker that claimed the row and then stopped leaves behind.
    await db
      .update(notifications)
      .set({ emailStatus: 'SENDING', emailAttempts: 1, emailLockedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(notifications.eventKey, 'crashed-worker'));
    expect((await deliverNotificationEmails({ ctx: { db, now }, mailer })).claimed).toBe(0);
    const afterLease = await deliverNotificationEmails({ ctx: { db, now: new Date(now.getTime() + 61_000) }, mailer });
    expect(afterLease).toMatchObject({ claimed: 1, sent: 1 });
    expect(smtp.received.filter((mail) => mail.parsed.subject === 'งานค้างจากเครื่องที่ดับ')).toHaveLength(1);
  });

  it('writes the receipt in the transaction of the submission, with the ordered list, and nothing for a refused one', async () => {
    const { group, session, opening, students } = await world(1);
    await placeRound(db, group.sessionGroupId, 'studentRankingDeadline', 5 * HOUR_SECONDS);
    const path = `/api/student/sessions/${session.sessionId}/ranking`;
    const refused = await callRoute('POST', submitRankingRoute, {
      path,
      params: { sessionId: String(session.sessionId) },
      body: { openingIds: [999_999] },
      cookie: students[0].cookie,
    });
    expect(refused.status).toBe(400);
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, students[0].studentId!), eq(notifications.kind, 'STUDENT_RANKING_RECEIPT'))),
    ).toHaveLength(0);

    const accepted = await callRoute('POST', submitRankingRoute, {
      path,
      params: { sessionId: String(session.sessionId) },
      body: { openingIds: [opening.openingId] },
      cookie: students[0].cookie,
    });
    expect(accepted.status).toBe(201);
    const [receipt] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, students[0].studentId!), eq(notifications.kind, 'STUDENT_RANKING_RECEIPT')));
    expect(receipt.title).toBe(`ส่งอันดับตำแหน่งงานแล้ว: ${session.title} รอบที่ 1`);
    expect(receipt.body).toContain(`1. ${opening.title}`);
    await deliverAllDueNotificationEmails({ db, now: () => new Date(), mailer });
    const mail = smtp.received.find((received) => received.parsed.subject === receipt.title)!;
    expect(mail.envelopeTo).toEqual([`${students[0].username}@example.com`]);
    expect(mail.parsed.text).toContain(`1. ${opening.title}`);
  });

  it('honours the one-click unsubscribe link of a mail: the next mail of that kind is not sent, the centre still has it', async () => {
    const student = await createPerson(db, 'student');
    const draft = {
      recipientRole: 'student' as const,
      recipientId: student.studentId!,
      kind: 'STUDENT_RESULT' as const,
      title: 'ข่าวที่หนึ่ง',
      body: 'เนื้อหา',
      linkPath: '/ranking',
    };
    await recordNotifications({ db, now: new Date(), drafts: [{ ...draft, eventKey: 'unsubscribe-1' }] });
    await deliverAllDueNotificationEmails({ db, now: () => new Date(), mailer });
    const mail = smtp.received.find((received) => received.parsed.subject === 'ข่าวที่หนึ่ง')!;
    const header = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(unfolded(mail.raw));
    const oneClick = new URL(header![1]);
    expect(oneClick.pathname).toBe('/api/notifications/unsubscribe');
    const answer = await callRoute('POST', unsubscribeRoute, {
      path: `${oneClick.pathname}${oneClick.search}`,
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    const [preference] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.recipientId, student.studentId!));
    expect(preference).toMatchObject({ kind: 'STUDENT_RESULT', isEmailEnabled: false });

    await recordNotifications({ db, now: new Date(), drafts: [{ ...draft, title: 'ข่าวที่สอง', eventKey: 'unsubscribe-2' }] });
    await deliverAllDueNotificationEmails({ db, now: () => new Date(), mailer });
    expect(smtp.received.filter((received) => received.parsed.subject === 'ข่าวที่สอง')).toHaveLength(0);
    const [second] = await notificationsOf('unsubscribe-2');
    expect(second).toMatchObject({ emailStatus: 'SKIPPED', readAt: null });
  });

  it('keeps the mails instead of sending them when there is no SMTP server (development)', async () => {
    const student = await createPerson(db, 'student');
    await recordNotifications({
      db,
      now: new Date(),
      drafts: [
        {
          recipientRole: 'student',
          recipientId: student.studentId!,
          kind: 'STUDENT_RESULT',
          eventKey: 'kept-mail',
          title: 'เก็บไว้',
          body: 'เนื้อหา',
          linkPath: '/ranking',
        },
      ],
    });
    await deliverAllDueNotificationEmails({ db, now: () => new Date(), mailer: null });
    const [kept] = await notificationsOf('kept-mail');
    expect(kept).toMatchObject({ emailStatus: 'KEPT', emailAddress: `${student.username}@example.com` });
    expect(smtp.received.filter((received) => received.parsed.subject === 'เก็บไว้')).toHaveLength(0);
  });
});

describe('two workers at once (PostgreSQL)', () => {
  let second: DatabaseHandle | undefined;
  let secondMailer: Mailer | undefined;
  afterEach(async () => {
    secondMailer?.close();
    await second?.close();
  });

  it.skipIf(!process.env.DATABASE_URL)('send one message per person and event between them', async () => {
    const { session, students } = await world(60);
    const now = new Date();
    await recordNotifications({
      db,
      now,
      drafts: students.map((student) => ({
        recipientRole: 'student' as const,
        recipientId: student.studentId!,
        kind: 'STUDENT_RESULT' as const,
        eventKey: `two-workers:s${session.sessionId}`,
        title: `สองเครื่อง ${session.sessionId}`,
        body: 'เนื้อหา',
        linkPath: '/ranking',
      })),
    });
    const [{ name }] = ((await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows;
    second = openPostgres(withDatabase(process.env.DATABASE_URL!, name));
    secondMailer = createMailer({ smtpUrl: smtp.url, from: 'Intern Portal <portal@example.ac.th>' });
    const [one, two] = await Promise.all([
      deliverAllDueNotificationEmails({ db, now: () => now, mailer, batchSize: 7 }),
      deliverAllDueNotificationEmails({ db: second.db, now: () => now, mailer: secondMailer, batchSize: 7 }),
    ]);
    expect(one.sent + two.sent).toBe(60);
    const ours = smtp.received.filter((mail) => mail.parsed.subject === `สองเครื่อง ${session.sessionId}`);
    expect(ours).toHaveLength(60);
    expect(new Set(ours.flatMap((mail) => mail.envelopeTo)).size).toBe(60);
  });
});
