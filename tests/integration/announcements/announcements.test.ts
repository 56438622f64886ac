// The office's announcements (docs/announcements.md): audiences counted and written at send time, sent now or by the
// scheduler exactly once, cancelled and edited while scheduled, audited, and every endpoint's access and errors.
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { auditLogs, enrollments, notificationPreferences, notifications } from '@/db/schema';
import { deliverAllDueNotificationEmails, runNotificationSchedule } from '@/server/notifications';
import { IN_THAI } from '../../support/api';
import { testDatabase } from '../../support/per-file-setup';
import {
  audienceCountCall,
  cancelAnnouncementCall,
  createAnnouncementCall,
  createAnnouncementWorld,
  getAnnouncementCall,
  listAnnouncementsCall,
  updateAnnouncementCall,
  type AnnouncementWorld,
} from './announcement-world';

let db: Database;
let world: AnnouncementWorld;

beforeAll(async () => {
  db = (await testDatabase()).db;
  world = await createAnnouncementWorld(db);
});

const HOUR = 60 * 60 * 1000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const text = { titleTh: 'ประกาศจากสำนักงาน', bodyTh: 'กรุณาตรวจสอบข้อมูลของท่าน' };
const notificationsOf = (announcementId: number) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.eventKey, `announcement:${announcementId}`));

describe('audiences', () => {
  it.each([
    ['SESSION_STUDENTS', 3],
    ['STUDENTS_NOT_SUBMITTED', 1],
    ['STUDENTS_UNMATCHED', 2],
    ['SESSION_COMPANIES', 3],
    ['COMPANIES_NOT_RANKED', 2],
  ])('%s reaches %i people now', async (audience, count) => {
    const answer = await audienceCountCall(world.admin.cookie, { sessionId: String(world.session.sessionId), audience });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ audience, count });
  });

  it('sent now: one notification per person of the audience, the Thai text, the centre as link, audited', async () => {
    const answer = await createAnnouncementCall(world.admin.cookie, {
      sessionId: world.session.sessionId,
      audience: 'STUDENTS_UNMATCHED',
      ...text,
      titleEn: 'From the office',
      bodyEn: 'Please check your details',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'SENT',
      recipientCount: 2,
      titleEn: 'From the office',
      delivery: { recipients: 2, read: 0 },
    });
    const rows = await notificationsOf(answer.body.announcementId);
    expect(rows.map((row) => row.recipientId).sort()).toEqual([world.toRank.studentId, world.ranked.studentId].sort());
    expect(rows[0]).toMatchObject({
      kind: 'ANNOUNCEMENT',
      title: text.titleTh,
      body: text.bodyTh,
      linkPath: '/notifications',
      recipientRole: 'student',
    });
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'announcement.send'), eq(auditLogs.entityId, String(answer.body.announcementId))));
    expect(audit).toMatchObject({ actorPlatformUid: world.admin.platformUid, entityType: 'announcement' });
  });

  it('company users: the active users of the companies still to rank', async () => {
    const answer = await createAnnouncementCall(world.admin.cookie, {
      sessionId: world.session.sessionId,
      audience: 'COMPANIES_NOT_RANKED',
      ...text,
    });
    expect(answer.status).toBe(201);
    const rows = await notificationsOf(answer.body.announcementId);
    expect(rows.map((row) => row.recipientId).sort()).toEqual(world.waitingUsers.map((user) => user.platformUid).sort());
    expect(rows.every((row) => row.recipientRole === 'company_user')).toBe(true);
  });

  it('e-mail respects the person’s choice for the kind; delivery counted per status', async () => {
    await db
      .insert(notificationPreferences)
      .values({ recipientRole: 'student', recipientId: world.toRank.studentId!, kind: 'ANNOUNCEMENT', isEmailEnabled: false });
    const answer = await createAnnouncementCall(world.admin.cookie, {
      sessionId: world.session.sessionId,
      audience: 'STUDENTS_NOT_SUBMITTED',
      ...text,
    });
    expect(answer.body.recipientCount).toBe(1);
    const later = await createAnnouncementCall(world.admin.cookie, {
      sessionId: world.session.sessionId,
      audience: 'SESSION_STUDENTS',
      ...text,
    });
    await deliverAllDueNotificationEmails({ db, now: () => new Date(), mailer: null });
    const one = await getAnnouncementCall(world.admin.cookie, answer.body.announcementId);
    expect(one.body.delivery).toMatchObject({ recipients: 1, emailSkipped: 1, emailKept: 0 });
    const all = await getAnnouncementCall(world.admin.cookie, later.body.announcementId);
    expect(all.body.delivery).toMatchObject({ recipients: 3, emailSkipped: 1, emailKept: 2, emailPending: 0 });
  });
});

describe('scheduled', () => {
  it('the scheduler sends it once its time has come, to the audience as it is then', async () => {
    const sendAt = later(1);
    const answer = await createAnnouncementCall(world.admin.cookie, {
      sessionId: world.session.sessionId,
      audience: 'STUDENTS_NOT_SUBMITTED',
      ...text,
      sendAt,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'SCHEDULED', recipientCount: null, scheduledAt: sendAt });
    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    expect(await notificationsOf(answer.body.announcementId)).toHaveLength(0);
    // Meanwhile the ranked student's enrollment goes back to waiting: the audience is read at send time.
    await db
      .update(enrollments)
      .set({ status: 'RANKING_PENDING' })
      .where(and(eq(enrollments.sessionId, world.session.sessionId), eq(enrollments.studentId, world.ranked.studentId!)));
    await runNotificationSchedule({ ctx: { db, now: new Date(Date.now() + 2 * HOUR) } });
    await runNotificationSchedule({ ctx: { db, now: new Date(Date.now() + 3 * HOUR) } });
    expect(await notificationsOf(answer.body.announcementId)).toHaveLength(2);
    const sent = await getAnnouncementCall(world.admin.cookie, answer.body.announcementId);
    expect(sent.body).toMatchObject({ status: 'SENT', recipientCount: 2 });
    await db
      .update(enrollments)
      .set({ status: 'RANKING_SUBMITTED' })
      .where(and(eq(enrollments.sessionId, world.session.sessionId), eq(enrollments.studentId, world.ranked.studentId!)));
    // Once sent it can be neither cancelled nor edited: 409 in Thai.
    const cancel = await cancelAnnouncementCall(world.admin.cookie, answer.body.announcementId, IN_THAI);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toMatch(/ส่งแล้วเมื่อ/);
    const edit = await updateAnnouncementCall(world.admin.cookie, answer.body.announcementId, {
      audience: 'SESSION_STUDENTS',
      ...text,
      sendAt: later(5),
    });
    expect(edit.status).toBe(409);
  });

  it('edited and cancelled while scheduled; a cancelled one is never sent; both audited', async () => {
    const answer = await createAnnouncementCall(world.admin.cookie, {
      sessionId: world.session.sessionId,
      audience: 'SESSION_COMPANIES',
      ...text,
      sendAt: later(1),
    });
    const edited = await updateAnnouncementCall(world.admin.cookie, answer.body.announcementId, {
      audience: 'SESSION_STUDENTS',
      titleTh: 'หัวข้อใหม่',
      bodyTh: 'ข้อความใหม่',
      sendAt: later(2),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ audience: 'SESSION_STUDENTS', titleTh: 'หัวข้อใหม่', status: 'SCHEDULED' });
    const cancelled = await cancelAnnouncementCall(world.admin.cookie, answer.body.announcementId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    await runNotificationSchedule({ ctx: { db, now: new Date(Date.now() + 5 * HOUR) } });
    expect(await notificationsOf(answer.body.announcementId)).toHaveLength(0);
    const again = await cancelAnnouncementCall(world.admin.cookie, answer.body.announcementId);
    expect(again.status).toBe(409);
    const actions = await db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'announcement'), eq(auditLogs.entityId, String(answer.body.announcementId))));
    expect(actions.map((row) => row.action).sort()).toEqual(['announcement.cancel', 'announcement.schedule', 'announcement.update']);
  });

  it('a time to send at that is not in the future: 400 in Thai', async () => {
    const answer = await createAnnouncementCall(
      world.admin.cookie,
      { sessionId: world.session.sessionId, audience: 'SESSION_STUDENTS', ...text, sendAt: new Date(Date.now() - 60_000).toISOString() },
      IN_THAI,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/เวลาส่งต้องอยู่หลังเวลาปัจจุบัน/);
  });
});

describe('the list', () => {
  it('newest first, paged, with delivery counts', async () => {
    const page = await listAnnouncementsCall(world.admin.cookie, { sessionId: String(world.session.sessionId), limit: '2' });
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(2);
    expect(page.body.meta.totalItem).toBeGreaterThanOrEqual(6);
    const ids = page.body.items.map((item: { announcementId: number }) => item.announcementId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await listAnnouncementsCall(world.admin.cookie, { sessionId: String(world.session.sessionId), limit: '2', page: '2' });
    expect(second.body.items[0].announcementId).toBeLessThan(ids[1]);
    const sent = (
      await listAnnouncementsCall(world.admin.cookie, { sessionId: String(world.session.sessionId), limit: '100' })
    ).body.items.filter((item: { status: string }) => item.status === 'SENT');
    for (const item of sent) expect(item.delivery.recipients).toBe(item.recipientCount);
  });
});

describe('access and bad input', () => {
  const session = () => String(world.session.sessionId);
  const valid = () => ({ sessionId: world.session.sessionId, audience: 'SESSION_STUDENTS', ...text, sendAt: later(10) });

  it('401 without a login, 403 for a student and a company user, on every endpoint', async () => {
    for (const cookie of [undefined, world.people.student.cookie, world.people.company_user.cookie, world.people.external_user.cookie]) {
      const expected = cookie ? 403 : 401;
      expect((await listAnnouncementsCall(cookie, { sessionId: session() })).status).toBe(expected);
      expect((await audienceCountCall(cookie, { sessionId: session(), audience: 'SESSION_STUDENTS' })).status).toBe(expected);
      expect((await createAnnouncementCall(cookie, valid())).status).toBe(expected);
      expect((await getAnnouncementCall(cookie, 1)).status).toBe(expected);
      expect((await updateAnnouncementCall(cookie, 1, valid())).status).toBe(expected);
      expect((await cancelAnnouncementCall(cookie, 1)).status).toBe(expected);
    }
  });

  it('404 for an unknown session or announcement', async () => {
    const cookie = world.admin.cookie;
    expect((await listAnnouncementsCall(cookie, { sessionId: '999999' })).status).toBe(404);
    expect((await audienceCountCall(cookie, { sessionId: '999999', audience: 'SESSION_STUDENTS' })).status).toBe(404);
    expect((await createAnnouncementCall(cookie, { ...valid(), sessionId: 999999 })).status).toBe(404);
    expect((await getAnnouncementCall(cookie, 999999)).status).toBe(404);
    expect((await updateAnnouncementCall(cookie, 999999, valid())).status).toBe(404);
    expect((await cancelAnnouncementCall(cookie, 999999)).status).toBe(404);
  });

  it('400 for bad input, with a message', async () => {
    const cookie = world.admin.cookie;
    const bad = [
      await listAnnouncementsCall(cookie, {}),
      await listAnnouncementsCall(cookie, { sessionId: 'x' }),
      await audienceCountCall(cookie, { sessionId: session(), audience: 'EVERYONE' }),
      await audienceCountCall(cookie, { audience: 'SESSION_STUDENTS' }),
      await createAnnouncementCall(cookie, { ...valid(), titleTh: '  ' }),
      await createAnnouncementCall(cookie, { ...valid(), bodyTh: undefined }),
      await createAnnouncementCall(cookie, { ...valid(), audience: 'EVERYONE' }),
      await createAnnouncementCall(cookie, { ...valid(), titleEn: 'English title only' }),
      await createAnnouncementCall(cookie, { ...valid(), sendAt: 'tomorrow' }),
      await createAnnouncementCall(cookie, { ...valid(), titleTh: 'ก'.repeat(201) }),
      await getAnnouncementCall(cookie, 'abc'),
      await updateAnnouncementCall(cookie, 1, { ...valid(), sendAt: null }),
      await cancelAnnouncementCall(cookie, 'abc'),
    ];
    for (const answer of bad) {
      expect(answer.status).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
  });
});

describe('the kind', () => {
  it('only announcements’ notifications carry its event keys', async () => {
    const rows = await db.select({ kind: notifications.kind }).from(notifications).where(like(notifications.eventKey, 'announcement:%'));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['ANNOUNCEMENT']));
  });
});
