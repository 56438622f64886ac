import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as startLinkRoute, DELETE as unlinkRoute } from '@/app/api/line/link/route';
import { GET as callbackRoute } from '@/app/api/line/link/callback/route';
import { GET as statusRoute } from '@/app/api/line/status/route';
import { POST as webhookRoute } from '@/app/api/line/webhook/route';
import { GET as getPreferencesRoute, PUT as putPreferencesRoute } from '@/app/api/notifications/preferences/route';
import { openPostgres, type Database, type DatabaseHandle } from '@/db/client';
import { lineLinks, notifications } from '@/db/schema';
import { lineConfig, lineRetryKey } from '@/server/line';
import {
  createMailer,
  deliverAllDueNotificationEmails,
  deliverAllDueNotificationLine,
  FIRST_RETRY_MS,
  recordNotifications,
  type Mailer,
} from '@/server/notifications';
import { callRoute, cookieFrom, IN_THAI } from '../../support/api';
import { createPerson, type TestPerson } from '../../support/fixtures';
import { clearLineEnvironment, FAKE_LINE, setLineEnvironment, signedWebhook, startFakeLine, type FakeLine } from '../../support/fake-line';
import { withDatabase } from '../../support/global-setup';
import { testDatabase } from '../../support/per-file-setup';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';

let handle: DatabaseHandle;
let db: Database;
let fake: FakeLine;
let smtp: TestSmtpServer;
let mailer: Mailer;
let userCounter = 0;

beforeAll(async () => {
  handle = await testDatabase();
  db = handle.db;
  fake = await startFakeLine();
  setLineEnvironment(fake.url);
  smtp = await startSmtpServer();
  mailer = createMailer({ smtpUrl: smtp.url, from: 'Intern Portal <portal@example.ac.th>' });
});

afterAll(async () => {
  clearLineEnvironment();
  mailer.close();
  await smtp.close();
  await fake.close();
});

const newLineUser = () => {
  userCounter += 1;
  return { userId: `U${String(userCounter).padStart(32, '0')}`, name: `คนที่ ${userCounter}` };
};

/** The whole browser dance: the portal's start, LINE's authorize (redirecting back with a code), the portal's callback. */
async function linkThroughLine(
  person: TestPerson,
  user: { userId: string; name: string },
  tamper?: { state?: string; noCookie?: boolean },
) {
  const start = await callRoute('GET', startLinkRoute, { path: '/api/line/link', cookie: person.cookie });
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  const linkCookie = cookieFrom(start.setCookies, 'portal_line_link')!;
  fake.signInAs(user);
  const atLine = await fetch(authorize, { redirect: 'manual' });
  expect(atLine.status).toBe(302);
  const back = new URL(atLine.headers.get('location')!);
  expect(back.pathname).toBe('/api/line/link/callback');
  const query = Object.fromEntries(back.searchParams);
  if (tamper?.state) query.state = tamper.state;
  const callback = await callRoute('GET', callbackRoute, {
    path: back.pathname,
    query,
    cookie: tamper?.noCookie ? person.cookie : `${person.cookie}; ${linkCookie}`,
  });
  return { start, authorize, callback };
}

async function notify(person: TestPerson, kind: 'STUDENT_RESULT' | 'OPENINGS_ANNOUNCED' = 'STUDENT_RESULT', now = new Date()) {
  const role = person.studentId ? ('student' as const) : ('company_user' as const);
  const eventKey = `line-test:${Math.random().toString(36).slice(2)}`;
  await recordNotifications({
    db,
    now,
    drafts: [
      {
        recipientRole: role,
        recipientId: person.studentId ?? person.platformUid,
        kind: role === 'student' ? kind : 'COMPANY_RESULTS',
        eventKey,
        title: `ผลการจับคู่ ${eventKey}`,
        body: 'รายละเอียดผล',
        linkPath: '/ranking?sessionId=1',
      },
    ],
  });
  const [row] = await db.select().from(notifications).where(eq(notifications.eventKey, eventKey));
  return row;
}

const rowOf = async (notificationId: number) =>
  (await db.select().from(notifications).where(eq(notifications.notificationId, notificationId)))[0];

describe('linking LINE from the profile through LINE Login', () => {
  it('sends the person to LINE with the channel, callback, state, nonce, openid scope and bot_prompt, and links them on the way back', async () => {
    const student = await createPerson(db, 'student');
    const user = newLineUser();
    const { authorize, callback } = await linkThroughLine(student, user);
    expect(authorize.origin).toBe(fake.url);
    expect(authorize.pathname).toBe('/oauth2/v2.1/authorize');
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('client_id')).toBe('1650000000');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/line/link/callback');
    expect(authorize.searchParams.get('scope')).toBe('profile openid');
    expect(authorize.searchParams.get('bot_prompt')).toBe('aggressive');
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(authorize.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('http://localhost:3000/profile?line=linked');
    // The verify call carried the attempt's nonce.
    expect(fake.verifyRequests.at(-1)?.get('nonce')).toBe(authorize.searchParams.get('nonce'));
    const status = await callRoute('GET', statusRoute, { path: '/api/line/status', cookie: student.cookie });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ isConfigured: true, link: { displayName: user.name, isReachable: true } });
  });

  it('links a company user too', async () => {
    const companyUser = await createPerson(db, 'company_user');
    const { callback } = await linkThroughLine(companyUser, newLineUser());
    expect(callback.headers.get('location')).toContain('line=linked');
  });

  it('refuses a callback whose state is not the one this browser started, or without the attempt cookie', async () => {
    const student = await createPerson(db, 'student');
    const forged = await linkThroughLine(student, newLineUser(), { state: 'forged-state-forged-state-forged' });
    expect(forged.callback.headers.get('location')).toContain('line=failed');
    const noCookie = await linkThroughLine(student, newLineUser(), { noCookie: true });
    expect(noCookie.callback.headers.get('location')).toContain('line=failed');
    const rows = await db.select().from(lineLinks).where(eq(lineLinks.recipientId, student.studentId!));
    expect(rows).toHaveLength(0);
  });

  it("refuses an attempt started by someone else (another person's cookie and state)", async () => {
    const owner = await createPerson(db, 'student');
    const other = await createPerson(db, 'student');
    const start = await callRoute('GET', startLinkRoute, { path: '/api/line/link', cookie: owner.cookie });
    const linkCookie = cookieFrom(start.setCookies, 'portal_line_link')!;
    const atLine = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const back = new URL(atLine.headers.get('location')!);
    const callback = await callRoute('GET', callbackRoute, {
      path: back.pathname,
      query: Object.fromEntries(back.searchParams),
      cookie: `${other.cookie}; ${linkCookie}`,
    });
    expect(callback.headers.get('location')).toContain('line=failed');
  });

  it('links one LINE account to one person only: a second person gets the Thai conflict, the first keeps it', async () => {
    const first = await createPerson(db, 'student');
    const second = await createPerson(db, 'company_user');
    const user = newLineUser();
    await linkThroughLine(first, user);
    const { callback } = await linkThroughLine(second, user);
    expect(callback.headers.get('location')).toBe('http://localhost:3000/profile?line=taken');
    const rows = await db.select().from(lineLinks).where(eq(lineLinks.lineUserId, user.userId));
    expect(rows.map((row) => row.recipientId)).toEqual([first.studentId]);
  });

  it('unlinks (then 404 when nothing is linked)', async () => {
    const student = await createPerson(db, 'student');
    await linkThroughLine(student, newLineUser());
    const unlinked = await callRoute('DELETE', unlinkRoute, { path: '/api/line/link', cookie: student.cookie, headers: IN_THAI });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.message).toBe('ยกเลิกการเชื่อม LINE แล้ว');
    const again = await callRoute('DELETE', unlinkRoute, { path: '/api/line/link', cookie: student.cookie });
    expect(again.status).toBe(404);
    const status = await callRoute('GET', statusRoute, { path: '/api/line/status', cookie: student.cookie });
    expect(status.body.link).toBeNull();
  });
});

describe('who may call the LINE endpoints', () => {
  it('401 without a login, 403 for an admin; 404 for everything when LINE is not configured', async () => {
    const admin = await createPerson(db, 'admin');
    for (const [method, handler, path] of [
      ['GET', startLinkRoute, '/api/line/link'],
      ['DELETE', unlinkRoute, '/api/line/link'],
      ['GET', statusRoute, '/api/line/status'],
      ['GET', callbackRoute, '/api/line/link/callback'],
    ] as const) {
      const query = path.endsWith('callback') ? { state: 'x', code: 'y' } : undefined;
      expect((await callRoute(method, handler, { path, query })).status).toBe(401);
      expect((await callRoute(method, handler, { path, query, cookie: admin.cookie })).status).toBe(403);
    }
    const student = await createPerson(db, 'student');
    expect((await callRoute('GET', callbackRoute, { path: '/api/line/link/callback', cookie: student.cookie })).status).toBe(400);
    clearLineEnvironment();
    try {
      expect((await callRoute('GET', startLinkRoute, { path: '/api/line/link', cookie: student.cookie })).status).toBe(404);
      const status = await callRoute('GET', statusRoute, { path: '/api/line/status', cookie: student.cookie });
      expect(status.body).toEqual({ isConfigured: false, link: null });
      const { body, signature } = signedWebhook([]);
      const webhook = await callRoute('POST', webhookRoute, {
        path: '/api/line/webhook',
        rawBody: body,
        headers: { 'x-line-signature': signature },
      });
      expect(webhook.status).toBe(404);
    } finally {
      setLineEnvironment(fake.url);
    }
  });
});

describe('the webhook', () => {
  it('refuses an unsigned or wrongly signed body (401), a signed non-event body (400), never 500', async () => {
    const { body, signature } = signedWebhook([{ type: 'unfollow', userId: 'Uwhoever' }]);
    const call = (rawBody: string, headers: Record<string, string>) =>
      callRoute('POST', webhookRoute, { path: '/api/line/webhook', rawBody, headers: { origin: 'https://api.line.me', ...headers } });
    expect((await call(body, {})).status).toBe(401);
    expect((await call(body, { 'x-line-signature': signedWebhook([], 'other-secret').signature })).status).toBe(401);
    expect((await call(`${body} `, { 'x-line-signature': signature })).status).toBe(401);
    const weird = '{"events":"no"}';
    const sign = (text: string) => createHmac('sha256', FAKE_LINE.messagingChannelSecret).update(text).digest('base64');
    expect((await call(weird, { 'x-line-signature': sign(weird) })).status).toBe(400);
    expect((await call('not json', { 'x-line-signature': sign('not json') })).status).toBe(400);
    expect((await call(body, { 'x-line-signature': signature })).status).toBe(200);
  });

  it('unfollow marks the person unreachable: LINE is skipped while e-mail is still sent; follow makes them reachable again', async () => {
    const student = await createPerson(db, 'student');
    const user = newLineUser();
    await linkThroughLine(student, user);
    const unfollow = signedWebhook([{ type: 'unfollow', userId: user.userId }]);
    const answer = await callRoute('POST', webhookRoute, {
      path: '/api/line/webhook',
      rawBody: unfollow.body,
      headers: { 'x-line-signature': unfollow.signature },
    });
    expect(answer.status).toBe(200);
    const status = await callRoute('GET', statusRoute, { path: '/api/line/status', cookie: student.cookie });
    expect(status.body.link.isReachable).toBe(false);

    const blockedRow = await notify(student);
    await deliverAllDueNotificationLine({ db, now: () => new Date() });
    await deliverAllDueNotificationEmails({ db, now: () => new Date(), mailer });
    const afterBlock = await rowOf(blockedRow.notificationId);
    expect(afterBlock.lineStatus).toBe('SKIPPED');
    expect(afterBlock.lineLastError).toBe('ผู้รับบล็อกบัญชี LINE ทางการ');
    expect(afterBlock.emailStatus).toBe('SENT');
    expect(smtp.received.some((mail) => mail.parsed.subject === blockedRow.title)).toBe(true);
    expect(fake.pushes.filter((push) => push.to === user.userId)).toHaveLength(0);

    const follow = signedWebhook([{ type: 'follow', userId: user.userId }]);
    await callRoute('POST', webhookRoute, {
      path: '/api/line/webhook',
      rawBody: follow.body,
      headers: { 'x-line-signature': follow.signature },
    });
    const later = await notify(student);
    await deliverAllDueNotificationLine({ db, now: () => new Date() });
    expect((await rowOf(later.notificationId)).lineStatus).toBe('SENT');
  });
});

describe('the LINE worker', () => {
  it('pushes title, body and link once, with the bearer token and the retry key of the notification', async () => {
    const student = await createPerson(db, 'student');
    const user = newLineUser();
    await linkThroughLine(student, user);
    const row = await notify(student);
    const outcome = await deliverAllDueNotificationLine({ db, now: () => new Date() });
    expect(outcome.sent).toBeGreaterThanOrEqual(1);
    const pushes = fake.pushes.filter((push) => push.to === user.userId);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      authorization: 'Bearer fake-messaging-access-token',
      retryKey: lineRetryKey(row.notificationId),
      status: 200,
    });
    expect(pushes[0].text).toBe(`${row.title}\n\nรายละเอียดผล\n\nhttp://localhost:3000/ranking?sessionId=1`);
    const after = await rowOf(row.notificationId);
    expect(after).toMatchObject({ lineStatus: 'SENT', lineAttempts: 1, lineLastError: null });
    expect(after.lineSentAt).not.toBeNull();
    await deliverAllDueNotificationLine({ db, now: () => new Date() });
    expect(fake.pushes.filter((push) => push.to === user.userId)).toHaveLength(1);
  });

  it('skips people who are not linked, mentors and admins, notifications written before the link, and LINE not configured', async () => {
    const unlinked = await createPerson(db, 'student');
    const unlinkedRow = await notify(unlinked);
    const early = await createPerson(db, 'student');
    const earlyRow = await notify(early, 'STUDENT_RESULT', new Date(Date.now() - 60_000));
    await linkThroughLine(early, newLineUser());
    await recordNotifications({
      db,
      now: new Date(),
      drafts: [
        {
          recipientRole: 'mentor',
          recipientId: 'evaluation:999999',
          kind: 'MENTOR_EVALUATION',
          eventKey: 'line-test:mentor',
          title: 't',
          body: 'b',
          linkPath: '/evaluate',
        },
      ],
    });
    await deliverAllDueNotificationLine({ db, now: () => new Date() });
    expect((await rowOf(unlinkedRow.notificationId)).lineLastError).toBe('ไม่ได้เชื่อม LINE');
    expect((await rowOf(earlyRow.notificationId)).lineStatus).toBe('SKIPPED');
    const [mentorRow] = await db.select().from(notifications).where(eq(notifications.eventKey, 'line-test:mentor'));
    expect(mentorRow).toMatchObject({ lineStatus: 'SKIPPED', lineLastError: 'ผู้รับนี้ไม่มีช่องทาง LINE' });

    const linked = await createPerson(db, 'student');
    await linkThroughLine(linked, newLineUser());
    const row = await notify(linked);
    await deliverAllDueNotificationLine({ db, now: () => new Date(), config: null });
    expect(await rowOf(row.notificationId)).toMatchObject({ lineStatus: 'SKIPPED', lineLastError: 'ไม่ได้ตั้งค่า LINE' });
  });

  it('respects the per-kind LINE choice, and the preferences API carries it (the field optional on PUT)', async () => {
    const student = await createPerson(db, 'student');
    const user = newLineUser();
    await linkThroughLine(student, user);
    const before = await callRoute('GET', getPreferencesRoute, { path: '/api/notifications/preferences', cookie: student.cookie });
    expect(before.body.items.find((item: { kind: string }) => item.kind === 'STUDENT_RESULT')).toMatchObject({
      isEmailEnabled: true,
      isLineEnabled: true,
    });
    const put = await callRoute('PUT', putPreferencesRoute, {
      path: '/api/notifications/preferences',
      cookie: student.cookie,
      body: { preferences: [{ kind: 'STUDENT_RESULT', isLineEnabled: false }] },
    });
    expect(put.status).toBe(200);
    expect(put.body.items.find((item: { kind: string }) => item.kind === 'STUDENT_RESULT')).toMatchObject({
      isEmailEnabled: true,
      isLineEnabled: false,
    });
    // An older client sends e-mail only: the LINE choice stays.
    const old = await callRoute('PUT', putPreferencesRoute, {
      path: '/api/notifications/preferences',
      cookie: student.cookie,
      body: { preferences: [{ kind: 'STUDENT_RESULT', isEmailEnabled: false }] },
    });
    expect(old.body.items.find((item: { kind: string }) => item.kind === 'STUDENT_RESULT')).toMatchObject({
      isEmailEnabled: false,
      isLineEnabled: false,
    });
    const neither = await callRoute('PUT', putPreferencesRoute, {
      path: '/api/notifications/preferences',
      cookie: student.cookie,
      body: { preferences: [{ kind: 'STUDENT_RESULT' }] },
    });
    expect(neither.status).toBe(400);

    const off = await notify(student, 'STUDENT_RESULT');
    const on = await notify(student, 'OPENINGS_ANNOUNCED');
    await deliverAllDueNotificationLine({ db, now: () => new Date() });
    expect(await rowOf(off.notificationId)).toMatchObject({ lineStatus: 'SKIPPED', lineLastError: 'ปิดการรับทาง LINE ประเภทนี้' });
    // OPENINGS_ANNOUNCED is re-checked at send time (the student no longer waits to rank): skipped as acted.
    expect((await rowOf(on.notificationId)).lineStatus).toBe('SKIPPED');
    expect(fake.pushes.filter((push) => push.to === user.userId)).toHaveLength(0);
  });

  it('retries after a 500 with the backoff and the same retry key, and delivers once', async () => {
    const student = await createPerson(db, 'student');
    const user = newLineUser();
    await linkThroughLine(student, user);
    const now = new Date();
    const row = await notify(student, 'STUDENT_RESULT', now);
    fake.failNext(1);
    await deliverAllDueNotificationLine({ db, now: () => now });
    const failed = await rowOf(row.notificationId);
    expect(failed).toMatchObject({ lineStatus: 'PENDING', lineAttempts: 1 });
    expect(failed.lineLastError).toContain('LINE 500');
    expect(failed.lineNextAttemptAt.getTime()).toBe(now.getTime() + FIRST_RETRY_MS);
    await deliverAllDueNotificationLine({ db, now: () => new Date(now.getTime() + 30_000) });
    expect((await rowOf(row.notificationId)).lineStatus).toBe('PENDING');
    await deliverAllDueNotificationLine({ db, now: () => new Date(now.getTime() + FIRST_RETRY_MS) });
    expect(await rowOf(row.notificationId)).toMatchObject({ lineStatus: 'SENT', lineAttempts: 2 });
    const pushes = fake.pushes.filter((push) => push.to === user.userId);
    expect(pushes.map((push) => push.status)).toEqual([500, 200]);
    expect(new Set(pushes.map((push) => push.retryKey))).toEqual(new Set([lineRetryKey(row.notificationId)]));
  });

  it('treats a 409 for an already accepted retry key (the answer was lost) as sent: the person gets it once', async () => {
    const student = await createPerson(db, 'student');
    const user = newLineUser();
    await linkThroughLine(student, user);
    const now = new Date();
    const row = await notify(student, 'STUDENT_RESULT', now);
    fake.loseAnswerNext(1);
    await deliverAllDueNotificationLine({ db, now: () => now });
    expect((await rowOf(row.notificationId)).lineStatus).toBe('PENDING');
    await deliverAllDueNotificationLine({ db, now: () => new Date(now.getTime() + FIRST_RETRY_MS) });
    expect((await rowOf(row.notificationId)).lineStatus).toBe('SENT');
    const pushes = fake.pushes.filter((push) => push.to === user.userId);
    expect(pushes.map((push) => push.status)).toEqual([200, 409]);
    expect(fake.delivered().filter((push) => push.to === user.userId)).toHaveLength(1);
  });

  it('gives up as FAILED after 6 attempts', async () => {
    const student = await createPerson(db, 'student');
    await linkThroughLine(student, newLineUser());
    const start = new Date();
    const row = await notify(student, 'STUDENT_RESULT', start);
    fake.failNext(6);
    let at = start.getTime();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await deliverAllDueNotificationLine({ db, now: () => new Date(at) });
      at += FIRST_RETRY_MS * 2 ** (attempt - 1);
    }
    expect(await rowOf(row.notificationId)).toMatchObject({ lineStatus: 'FAILED', lineAttempts: 6 });
    fake.failNext(0);
  });

  it('marks a person whose push LINE refuses as blocked unreachable, and still mails them', async () => {
    const student = await createPerson(db, 'student');
    const user = newLineUser();
    await linkThroughLine(student, user);
    fake.blocked.add(user.userId);
    const row = await notify(student);
    const outcome = await deliverAllDueNotificationLine({ db, now: () => new Date() });
    expect(outcome.unreachable).toBe(1);
    expect((await rowOf(row.notificationId)).lineStatus).toBe('SKIPPED');
    const [link] = await db.select().from(lineLinks).where(eq(lineLinks.lineUserId, user.userId));
    expect(link.unreachableAt).not.toBeNull();
    await deliverAllDueNotificationEmails({ db, now: () => new Date(), mailer });
    expect((await rowOf(row.notificationId)).emailStatus).toBe('SENT');
    fake.blocked.delete(user.userId);
  });
});

describe('two LINE workers at once (PostgreSQL)', () => {
  let second: DatabaseHandle | undefined;
  afterEach(async () => {
    await second?.close();
  });

  it.skipIf(!process.env.DATABASE_URL)('push one message per person and event between them', async () => {
    const people: { person: TestPerson; userId: string }[] = [];
    for (let index = 0; index < 30; index += 1) {
      const person = await createPerson(db, 'student');
      const user = newLineUser();
      await linkThroughLine(person, user);
      people.push({ person, userId: user.userId });
    }
    const now = new Date(Date.now() + 1000);
    await recordNotifications({
      db,
      now,
      drafts: people.map(({ person }) => ({
        recipientRole: 'student' as const,
        recipientId: person.studentId!,
        kind: 'STUDENT_RESULT' as const,
        eventKey: 'line-two-workers',
        title: 'สองเครื่อง LINE',
        body: 'เนื้อหา',
        linkPath: '/ranking',
      })),
    });
    const [{ name }] = ((await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows;
    second = openPostgres(withDatabase(process.env.DATABASE_URL!, name));
    const config = lineConfig();
    const [one, two] = await Promise.all([
      deliverAllDueNotificationLine({ db, now: () => now, config, batchSize: 4 }),
      deliverAllDueNotificationLine({ db: second.db, now: () => now, config, batchSize: 4 }),
    ]);
    expect(one.sent + two.sent).toBe(30);
    const ours = fake.pushes.filter((push) => push.text.startsWith('สองเครื่อง LINE'));
    expect(ours).toHaveLength(30);
    expect(new Set(ours.map((push) => push.to)).size).toBe(30);
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.eventKey, 'line-two-workers'), eq(notifications.lineStatus, 'SENT')));
    expect(rows).toHaveLength(30);
  });
});
