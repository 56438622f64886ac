import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as confirmRoute } from '@/app/api/email-verification/route';
import { PATCH as patchStudent } from '@/app/api/admin/students/[studentId]/route';
import { POST as resendRoute } from '@/app/api/student/me/email-verification/route';
import { GET as getMe, PATCH as patchMe } from '@/app/api/student/me/route';
import type { Database } from '@/db/client';
import { accounts, notifications, studentEmailVerifications, students } from '@/db/schema';
import {
  createMailer,
  deliverAllDueNotificationEmails,
  mailerFromEnvironment,
  recordNotifications,
  type Mailer,
} from '@/server/notifications';
import { callRoute, IN_THAI } from '../../support/api';
import { createPerson, setEnvironment, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';

let db: Database;
let smtp: TestSmtpServer;
let mailer: Mailer;
let restoreEnvironment: () => void;

beforeAll(async () => {
  db = (await testDatabase()).db;
  smtp = await startSmtpServer();
  // The verification mail goes out through the process's own mailer (SMTP_URL); notifications through `mailer`.
  restoreEnvironment = setEnvironment({ SMTP_URL: smtp.url, MAIL_FROM: 'Intern Portal <portal@example.ac.th>' });
  mailer = createMailer({ smtpUrl: smtp.url, from: 'Intern Portal <portal@example.ac.th>' });
});

afterAll(async () => {
  mailer.close();
  mailerFromEnvironment()?.close();
  restoreEnvironment();
  await smtp.close();
});

beforeEach(() => {
  smtp.received.length = 0;
});

const verificationMailsTo = (address: string) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(address) && mail.parsed.subject?.includes('ยืนยันอีเมล'));

function tokenOf(address: string): string {
  const [mail] = verificationMailsTo(address).slice(-1);
  const link = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '');
  if (!link) throw new Error(`no verification link in the mail to ${address}`);
  return link[1];
}

const setEmail = (person: TestPerson, email: string | null) => callRoute('PATCH', patchMe, { cookie: person.cookie, body: { email } });
const confirm = (token: string, headers?: Record<string, string>) =>
  callRoute('POST', confirmRoute, { path: '/api/email-verification', body: { token }, headers });

let eventCounter = 0;
/** Records a notification for the student and runs the e-mail worker: the address it went to. */
async function notifyAndDeliver(person: TestPerson): Promise<string | null> {
  eventCounter += 1;
  const eventKey = `email-verification-test-${eventCounter}`;
  await recordNotifications({
    db,
    now: new Date(),
    drafts: [
      {
        recipientRole: 'student',
        recipientId: person.studentId!,
        kind: 'STUDENT_RESULT',
        eventKey,
        title: 'ผลการจับคู่',
        body: 'รายละเอียด',
        linkPath: '/',
      },
    ],
  });
  await deliverAllDueNotificationEmails({ db, now: () => new Date(), mailer });
  const [row] = await db.select().from(notifications).where(eq(notifications.eventKey, eventKey));
  return row.emailStatus === 'SENT' ? row.emailAddress : null;
}

describe('a student changing their e-mail', () => {
  it('gets the link in their language: English for an English reader, the same Thai as before otherwise', async () => {
    const english = await createPerson(db, 'student');
    const thai = await createPerson(db, 'student');
    await db.update(accounts).set({ locale: 'en' }).where(eq(accounts.platformUid, english.platformUid));
    expect((await setEmail(english, 'english-reader@example.com')).status).toBe(200);
    expect((await setEmail(thai, 'thai-reader@example.com')).status).toBe(200);
    const [englishMail] = smtp.received.filter((mail) => mail.envelopeTo.includes('english-reader@example.com'));
    expect(englishMail.parsed.subject).toBe('Confirm your contact e-mail for CEDT Intern Portal');
    expect(englishMail.parsed.text).toContain(`english-reader@example.com was set as the contact e-mail of student ${english.studentId}.`);
    expect(englishMail.parsed.text).toMatch(/^Confirm e-mail: http:\/\/localhost:3000\/verify-email\?token=/m);
    expect(englishMail.parsed.html).toContain('<html lang="en">');
    expect(/[\u0E00-\u0E7F]/.test(`${englishMail.parsed.text}${englishMail.parsed.html}`)).toBe(false);
    const [thaiMail] = verificationMailsTo('thai-reader@example.com');
    expect(thaiMail.parsed.subject).toBe('ยืนยันอีเมลติดต่อ CEDT Intern Portal');
    expect(thaiMail.parsed.text).toContain(`มีการตั้งอีเมล thai-reader@example.com เป็นอีเมลติดต่อของนิสิตรหัส ${thai.studentId}`);
    expect(thaiMail.parsed.html).toContain('<html lang="th">');
  });

  it('keeps the new address pending and mails a single-use link to it; mail follows it only once the link is opened', async () => {
    const person = await createPerson(db, 'student');
    await db.update(students).set({ email: 'old@example.com' }).where(eq(students.studentId, person.studentId!));

    const changed = await setEmail(person, 'new@example.com');
    expect(changed.status).toBe(200);
    // The contact address is the new one at once; the notification address is not.
    expect(changed.body).toMatchObject({ email: 'new@example.com', pendingEmail: { email: 'new@example.com' } });
    expect(changed.body.pendingEmail.sentAt).not.toBeNull();
    expect(verificationMailsTo('new@example.com')).toHaveLength(1);
    expect(verificationMailsTo('old@example.com')).toHaveLength(0);
    const token = tokenOf('new@example.com');

    // Stored hashed only, with an expiry about a day away.
    const [row] = await db.select().from(studentEmailVerifications).where(eq(studentEmailVerifications.studentId, person.studentId!));
    expect(row.tokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);

    expect(await notifyAndDeliver(person)).toBe('old@example.com');

    // Saving the form again with the same pending address sends no second mail.
    await callRoute('PATCH', patchMe, { cookie: person.cookie, body: { email: 'new@example.com', phone: '0811111111' } });
    expect(verificationMailsTo('new@example.com')).toHaveLength(1);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: 'new@example.com' });
    expect((await callRoute('GET', getMe, { cookie: person.cookie })).body).toMatchObject({ email: 'new@example.com', pendingEmail: null });
    expect(await notifyAndDeliver(person)).toBe('new@example.com');

    const again = await confirm(token, IN_THAI);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/ลิงก์ยืนยันอีเมลนี้ไม่ถูกต้อง/);
  });

  it('sends mail to the account address while a first address is pending, never to the unproven one', async () => {
    const person = await createPerson(db, 'student');
    const [{ profileEmail }] = await db
      .select({ profileEmail: students.email })
      .from(students)
      .where(eq(students.studentId, person.studentId!));
    expect(profileEmail).toBeNull();
    await setEmail(person, 'first@example.com');
    const delivered = await notifyAndDeliver(person);
    expect(delivered).not.toBe('first@example.com');
    expect(delivered).toMatch(/@example\.com$/);
  });

  it('ends the pending change when the student goes back to the proven address or clears it', async () => {
    const person = await createPerson(db, 'student');
    await db.update(students).set({ email: 'kept@example.com' }).where(eq(students.studentId, person.studentId!));
    await setEmail(person, 'typo@example.com');
    const token = tokenOf('typo@example.com');
    const back = await setEmail(person, 'KEPT@example.com ');
    expect(back.body.pendingEmail).toBeNull();
    expect((await confirm(token)).status).toBe(400);
    expect(await notifyAndDeliver(person)).toBe('KEPT@example.com');

    await setEmail(person, 'other@example.com');
    expect((await setEmail(person, null)).body.pendingEmail).toBeNull();
  });

  it('resends a fresh link (the earlier one dies), at most once a minute, and 409 with nothing pending', async () => {
    const person = await createPerson(db, 'student');
    const resend = (headers?: Record<string, string>) =>
      callRoute('POST', resendRoute, { path: '/api/student/me/email-verification', cookie: person.cookie, headers });
    const nothing = await resend(IN_THAI);
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('ไม่มีอีเมลที่รอยืนยัน');

    await setEmail(person, 'resend@example.com');
    const first = tokenOf('resend@example.com');
    const tooSoon = await resend();
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBeTruthy();
    expect(verificationMailsTo('resend@example.com')).toHaveLength(1);

    await db
      .update(studentEmailVerifications)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(studentEmailVerifications.studentId, person.studentId!));
    const resent = await resend();
    expect(resent.status).toBe(200);
    expect(resent.body.pendingEmail).toMatchObject({ email: 'resend@example.com' });
    expect(verificationMailsTo('resend@example.com')).toHaveLength(2);
    const second = tokenOf('resend@example.com');
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(400);
    expect((await confirm(second)).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const person = await createPerson(db, 'student');
    await setEmail(person, 'late@example.com');
    const token = tokenOf('late@example.com');
    await db
      .update(studentEmailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(studentEmailVerifications.studentId, person.studentId!));
    expect((await confirm(token)).status).toBe(400);
    expect((await callRoute('GET', getMe, { cookie: person.cookie })).body.pendingEmail).toMatchObject({ email: 'late@example.com' });
  });

  it('takes an address an admin sets as given, ending the pending change', async () => {
    const person = await createPerson(db, 'student');
    const admin = await createPerson(db, 'admin');
    await setEmail(person, 'pending@example.com');
    const answer = await callRoute('PATCH', patchStudent, {
      cookie: admin.cookie,
      params: { studentId: person.studentId! },
      body: { email: 'admin-set@example.com' },
    });
    expect(answer.status).toBe(200);
    expect((await callRoute('GET', getMe, { cookie: person.cookie })).body.pendingEmail).toBeNull();
    expect(await notifyAndDeliver(person)).toBe('admin-set@example.com');
  });

  it('answers 400 to a malformed token and never needs a login', async () => {
    expect((await confirm('x')).status).toBe(400);
    expect((await callRoute('POST', confirmRoute, { path: '/api/email-verification', body: {} })).status).toBe(400);
  });
});
