import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getEmail } from '@/app/api/admin/notifications/[notificationId]/email/route';
import { POST as resend } from '@/app/api/admin/notifications/[notificationId]/resend/route';
import { GET as listSent } from '@/app/api/admin/notifications/route';
import { POST as markRead } from '@/app/api/notifications/[notificationId]/read/route';
import { GET as getPreferences, PUT as putPreferences } from '@/app/api/notifications/preferences/route';
import { POST as readAll } from '@/app/api/notifications/read-all/route';
import { GET as listMine } from '@/app/api/notifications/route';
import { GET as unreadCount } from '@/app/api/notifications/unread-count/route';
import { POST as unsubscribe } from '@/app/api/notifications/unsubscribe/route';
import type { Database } from '@/db/client';
import { notifications } from '@/db/schema';
import { recordNotifications, unsubscribeToken, type NotificationDraft } from '@/server/notifications';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
const PORTAL_ROLES = ['admin', 'student', 'company_user'] as const;

const recipientOf = (role: (typeof PORTAL_ROLES)[number], person: TestPerson) => ({
  recipientRole: role,
  recipientId: role === 'student' ? person.studentId! : person.platformUid,
});
const KIND_OF = { admin: 'MATCHING_RUN_FINISHED', student: 'STUDENT_RESULT', company_user: 'COMPANY_RESULTS' } as const;

async function notify(role: (typeof PORTAL_ROLES)[number], eventKey: string, createdAt = new Date()): Promise<number> {
  const draft: NotificationDraft = {
    ...recipientOf(role, people[role]),
    kind: KIND_OF[role],
    eventKey,
    title: `เรื่อง ${eventKey}`,
    body: 'รายละเอียด',
    linkPath: '/',
  };
  await recordNotifications({ db, now: createdAt, drafts: [draft] });
  const [row] = await db
    .select({ notificationId: notifications.notificationId })
    .from(notifications)
    .where(eq(notifications.eventKey, eventKey));
  return row.notificationId;
}

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

describe('GET /api/notifications and GET /api/notifications/unread-count', () => {
  it.each(PORTAL_ROLES)("answers a %s's own notifications, newest first, and the unread count", async (role) => {
    await notify(role, `${role}-list-1`, new Date('2027-01-01T00:00:00Z'));
    await notify(role, `${role}-list-2`, new Date('2027-01-02T00:00:00Z'));
    const answer = await callRoute('GET', listMine, { path: '/api/notifications', cookie: people[role].cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item: { title: string }) => item.title)).toEqual([`เรื่อง ${role}-list-2`, `เรื่อง ${role}-list-1`]);
    expect(answer.body.meta).toMatchObject({ totalItem: 2, currentPage: 1 });
    const count = await callRoute('GET', unreadCount, { path: '/api/notifications/unread-count', cookie: people[role].cookie });
    expect(count.status).toBe(200);
    expect(count.body).toEqual({ unreadCount: 2 });
  });

  it('answers 400 for a bad page or flag', async () => {
    const answer = await callRoute('GET', listMine, { path: '/api/notifications', query: { page: '0' }, cookie: people.student.cookie });
    expect(answer.status).toBe(400);
    const flag = await callRoute('GET', listMine, {
      path: '/api/notifications',
      query: { unreadOnly: 'yes' },
      cookie: people.student.cookie,
    });
    expect(flag.status).toBe(400);
  });
});

describe('POST /api/notifications/{notificationId}/read and POST /api/notifications/read-all', () => {
  it('marks one as read, then all; the count follows', async () => {
    const first = await notify('student', 'read-1');
    await notify('student', 'read-2');
    const before = (await callRoute('GET', unreadCount, { path: '/api/notifications/unread-count', cookie: people.student.cookie })).body
      .unreadCount;
    const answer = await callRoute('POST', markRead, {
      path: `/api/notifications/${first}/read`,
      params: { notificationId: String(first) },
      cookie: people.student.cookie,
    });
    expect(answer.status).toBe(200);
    expect(
      (await callRoute('GET', unreadCount, { path: '/api/notifications/unread-count', cookie: people.student.cookie })).body.unreadCount,
    ).toBe(before - 1);
    const unread = await callRoute('GET', listMine, {
      path: '/api/notifications',
      query: { unreadOnly: 'true' },
      cookie: people.student.cookie,
    });
    expect(unread.body.items.some((item: { notificationId: number }) => item.notificationId === first)).toBe(false);

    const all = await callRoute('POST', readAll, { path: '/api/notifications/read-all', cookie: people.student.cookie });
    expect(all.status).toBe(200);
    expect(all.body.markedCount).toBe(before - 1);
    expect(
      (await callRoute('GET', unreadCount, { path: '/api/notifications/unread-count', cookie: people.student.cookie })).body.unreadCount,
    ).toBe(0);
  });

  it("answers 404 for someone else's notification and for an unknown one", async () => {
    const others = await notify('company_user', 'not-yours');
    const call = (id: string) =>
      callRoute('POST', markRead, { path: `/api/notifications/${id}/read`, params: { notificationId: id }, cookie: people.student.cookie });
    expect((await call(String(others))).status).toBe(404);
    expect((await call('99999999')).status).toBe(404);
    const [row] = await db.select().from(notifications).where(eq(notifications.notificationId, others));
    expect(row.readAt).toBeNull();
  });
});

describe('GET and PUT /api/notifications/preferences', () => {
  it("answers the kinds of the person's role, e-mail on by default, and changes them", async () => {
    const answer = await callRoute('GET', getPreferences, { path: '/api/notifications/preferences', cookie: people.company_user.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item: { kind: string }) => item.kind)).toEqual([
      'APPLICATIONS_ANNOUNCED',
      'COMPANY_RANKING_REMINDER',
      'COMPANY_RANKING_RECEIPT',
      'COMPANY_RESULTS',
      'COMPANY_INTERVIEW_BOOKING',
      'COMPANY_INTERVIEW_REMINDER',
      'COMPANY_OFFER',
      'COMPANY_PLACEMENT',
      'ANNOUNCEMENT',
    ]);
    expect(answer.body.items.every((item: { isEmailEnabled: boolean }) => item.isEmailEnabled)).toBe(true);
    const changed = await callRoute('PUT', putPreferences, {
      path: '/api/notifications/preferences',
      body: { preferences: [{ kind: 'COMPANY_RANKING_REMINDER', isEmailEnabled: false }] },
      cookie: people.company_user.cookie,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.items.find((item: { kind: string }) => item.kind === 'COMPANY_RANKING_REMINDER').isEmailEnabled).toBe(false);
    const admin = await callRoute('GET', getPreferences, { path: '/api/notifications/preferences', cookie: people.admin.cookie });
    expect(admin.body.items).toEqual([
      { kind: 'MATCHING_RUN_FINISHED', label: 'การจับคู่ทำงานเสร็จ', isEmailEnabled: true, isLineEnabled: true },
      { kind: 'REPORT_READY', label: 'ไฟล์รายงานพร้อมแล้ว', isEmailEnabled: false, isLineEnabled: true },
    ]);
  });

  it('answers 400 for an unknown kind, a kind of another role and a malformed body', async () => {
    const put = (body: unknown) =>
      callRoute('PUT', putPreferences, { path: '/api/notifications/preferences', body, cookie: people.student.cookie });
    expect((await put({ preferences: [{ kind: 'NO_SUCH_KIND', isEmailEnabled: false }] })).status).toBe(400);
    const foreign = await put({ preferences: [{ kind: 'COMPANY_RESULTS', isEmailEnabled: false }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('preferences: COMPANY_RESULTS is not sent to this role');
    expect((await put({ preferences: [{ kind: 'STUDENT_RESULT', isEmailEnabled: 'no' }] })).status).toBe(400);
    expect((await put({})).status).toBe(400);
  });
});

describe('POST /api/notifications/unsubscribe', () => {
  it('switches the kind off with a signed link and no login, and refuses a forged or missing one (400)', async () => {
    const token = unsubscribeToken(
      { recipient: { role: 'student', id: people.student.studentId! }, kind: 'OPENINGS_ANNOUNCED' },
      new Date(),
    );
    const answer = await callRoute('POST', unsubscribe, {
      path: '/api/notifications/unsubscribe',
      query: { token },
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    const preferences = await callRoute('GET', getPreferences, { path: '/api/notifications/preferences', cookie: people.student.cookie });
    expect(preferences.body.items.find((item: { kind: string }) => item.kind === 'OPENINGS_ANNOUNCED').isEmailEnabled).toBe(false);

    const [payload, expires, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ r: 'student', i: 'someone-else', k: 'OPENINGS_ANNOUNCED' })).toString('base64url');
    for (const bad of [`${forgedPayload}.${expires}.${signature}`, `${payload}.${Number(expires) + 1}.${signature}`, 'garbage']) {
      const refused = await callRoute('POST', unsubscribe, { path: '/api/notifications/unsubscribe', query: { token: bad } });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: 'This unsubscribe link is invalid or has expired' });
    }
    expect((await callRoute('POST', unsubscribe, { path: '/api/notifications/unsubscribe' })).status).toBe(400);
  });
});

describe('the admins: GET /api/admin/notifications, POST …/{notificationId}/resend, GET …/{notificationId}/email', () => {
  it('lists what was sent to whom with filters, shows the mail, and queues a finished mail again', async () => {
    const id = await notify('student', 'admin-view');
    await db
      .update(notifications)
      .set({ emailStatus: 'FAILED', emailAttempts: 6, emailLastError: '550 mailbox unavailable' })
      .where(eq(notifications.notificationId, id));
    const failed = await callRoute('GET', listSent, {
      path: '/api/admin/notifications',
      query: { emailStatus: 'FAILED', search: 'admin-view' },
      cookie: people.admin.cookie,
    });
    expect(failed.status).toBe(200);
    expect(failed.body.items).toHaveLength(1);
    expect(failed.body.items[0]).toMatchObject({
      notificationId: id,
      recipientRole: 'student',
      recipientId: people.student.studentId,
      emailStatus: 'FAILED',
      emailLastError: '550 mailbox unavailable',
    });
    expect(failed.body.items[0].recipientName).toContain('สมชาย');
    const byKind = await callRoute('GET', listSent, {
      path: '/api/admin/notifications',
      query: { kind: 'COMPANY_RESULTS', search: 'admin-view' },
      cookie: people.admin.cookie,
    });
    expect(byKind.body.items).toHaveLength(0);

    const email = await callRoute('GET', getEmail, {
      path: `/api/admin/notifications/${id}/email`,
      params: { notificationId: String(id) },
      cookie: people.admin.cookie,
    });
    expect(email.status).toBe(200);
    expect(email.body.subject).toBe('เรื่อง admin-view');
    expect(email.body.html).toContain('เลิกรับอีเมลประเภท');
    // The preview masks the unsubscribe token (a key that needs no login); the mail sent keeps it (notification-delivery.test.ts).
    expect(email.body.text.match(/token=[^\s"&<]+/g)).toEqual([expect.stringMatching(/^token=[\w-]+\.\d+\.(\*|%2A){8}$/)]);
    expect(email.body.html.match(/token=[^\s"&<]+/g)).toEqual([expect.stringMatching(/^token=[\w-]+\.\d+\.(\*|%2A){8}$/)]);
    const html = await callRoute('GET', getEmail, {
      path: `/api/admin/notifications/${id}/email`,
      params: { notificationId: String(id) },
      query: { format: 'html' },
      cookie: people.admin.cookie,
    });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.body).toContain('<h1');

    const resent = await callRoute('POST', resend, {
      path: `/api/admin/notifications/${id}/resend`,
      params: { notificationId: String(id) },
      cookie: people.admin.cookie,
    });
    expect(resent.status).toBe(200);
    const [row] = await db.select().from(notifications).where(eq(notifications.notificationId, id));
    expect(row).toMatchObject({ emailStatus: 'PENDING', emailAttempts: 0, emailLastError: null });
    const again = await callRoute('POST', resend, {
      path: `/api/admin/notifications/${id}/resend`,
      params: { notificationId: String(id) },
      cookie: people.admin.cookie,
    });
    expect(again.status).toBe(409);
  });

  it('answers 404 for an unknown notification and 400 for a bad filter or format', async () => {
    for (const [method, handler, suffix] of [
      ['POST', resend, 'resend'],
      ['GET', getEmail, 'email'],
    ] as const) {
      expect(
        (
          await callRoute(method, handler, {
            path: `/api/admin/notifications/99999999/${suffix}`,
            params: { notificationId: '99999999' },
            cookie: people.admin.cookie,
          })
        ).status,
      ).toBe(404);
    }
    expect(
      (await callRoute('GET', listSent, { path: '/api/admin/notifications', query: { kind: 'NOPE' }, cookie: people.admin.cookie })).status,
    ).toBe(400);
    expect(
      (
        await callRoute('GET', getEmail, {
          path: '/api/admin/notifications/1/email',
          params: { notificationId: '1' },
          query: { format: 'pdf' },
          cookie: people.admin.cookie,
        })
      ).status,
    ).toBe(400);
    expect(
      (await callRoute('GET', listSent, { path: '/api/admin/notifications', query: { emailStatus: 'LOST' }, cookie: people.admin.cookie }))
        .status,
    ).toBe(400);
  });
});
