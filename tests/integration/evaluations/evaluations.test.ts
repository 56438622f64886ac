// The mentors' evaluations (docs/evaluations.md): forms, the scheduler's requests and reminders, the mentor's link
// (stored hashed, replaced on re-send, expiring), the submit, the office's list and release, and who sees what.
// The real-concurrency race of two schedulers is in races.test.ts.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { auditLogs, evaluationRequests, notifications } from '@/db/schema';
import { deliverNotificationEmails, getNotificationEmail, runNotificationSchedule, type OutgoingMail } from '@/server/notifications';
import { callRoute, IN_THAI } from '../../support/api';
import { createPeopleOfEveryRole, createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import {
  createEvaluationWorld,
  currentToken,
  FULL_ANSWERS,
  publicGet,
  publicPost,
  requestsOf,
  routes,
  type EvaluationWorld,
} from './evaluation-world';

let db: Database;
let admin: TestPerson;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  admin = await createPerson(db, 'admin');
  people = await createPeopleOfEveryRole(db);
});

const tick = (at = new Date()) => runNotificationSchedule({ ctx: { db, now: at } });
const DAY = 24 * 60 * 60 * 1000;

describe('who may call the evaluation endpoints', () => {
  const cases = [
    { name: 'form get', method: 'GET', handler: routes.formGetRoute, allowed: 'admin', params: { sessionGroupId: '1', kind: 'MIDTERM' } },
    { name: 'form put', method: 'PUT', handler: routes.formPutRoute, allowed: 'admin', params: { sessionGroupId: '1', kind: 'MIDTERM' } },
    { name: 'list', method: 'GET', handler: routes.listRoute, allowed: 'admin', params: { sessionId: '1' } },
    { name: 'detail', method: 'GET', handler: routes.detailRoute, allowed: 'admin', params: { sessionId: '1', requestId: '1' } },
    { name: 'send', method: 'POST', handler: routes.sendRoute, allowed: 'admin', params: { sessionId: '1' } },
    { name: 'release', method: 'POST', handler: routes.releaseRoute, allowed: 'admin', params: { sessionId: '1' } },
    {
      name: 'company',
      method: 'GET',
      handler: routes.companyRoute,
      allowed: 'company_user',
      params: { sessionId: '1', studentId: '6600000000' },
    },
    { name: 'student', method: 'GET', handler: routes.studentRoute, allowed: 'student', params: { sessionId: '1' } },
  ] as const;
  it.each(cases)('$name: 401 without a login, 403 for every other role', async ({ method, handler, allowed, params }) => {
    const body = method === 'GET' ? undefined : { requestIds: [1], studentId: 'x', kind: 'MIDTERM' };
    expect((await callRoute(method, handler, { params, body })).status).toBe(401);
    for (const role of ['admin', 'student', 'company_user', 'external_user'] as const) {
      if (role === allowed) continue;
      expect((await callRoute(method, handler, { params, body, cookie: people[role].cookie })).status, role).toBe(403);
    }
  });
});

describe('forms', () => {
  it('reads the default form (version 0), saves it, refuses a stale version (409) and bad input (400 in Thai), 404 for an unknown group', async () => {
    const world = await createEvaluationWorld(db, admin.cookie);
    const params = { sessionGroupId: String(world.group.sessionGroupId), kind: 'MIDTERM' };
    const read = await callRoute('GET', routes.formGetRoute, { params, cookie: admin.cookie });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ version: 0, dueBasis: 'START_DATE', dueOffsetDays: 30, linkValidDays: 30 });
    const { titleTh, titleEn, sections, dueBasis, dueOffsetDays, linkValidDays } = read.body;
    const form = { titleTh, titleEn, sections, dueBasis, dueOffsetDays, linkValidDays };
    const saved = await callRoute('PUT', routes.formPutRoute, {
      params,
      cookie: admin.cookie,
      body: { ...form, version: 0, titleTh: 'แบบประเมินกลางภาคใหม่', dueOffsetDays: 28 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, titleTh: 'แบบประเมินกลางภาคใหม่', dueOffsetDays: 28 });
    const stale = await callRoute('PUT', routes.formPutRoute, { params, cookie: admin.cookie, body: { ...form, version: 0 } });
    expect(stale.status).toBe(409);
    expect(stale.body.current.version).toBe(1);
    const bad = await callRoute('PUT', routes.formPutRoute, {
      params,
      cookie: admin.cookie,
      body: { ...form, version: 1, sections: [{ titleTh: 'ก', titleEn: 'A', questions: [] }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('คำถามอย่างน้อย 1 ข้อ');
    const badKind = await callRoute('GET', routes.formGetRoute, { params: { ...params, kind: 'OTHER' }, cookie: admin.cookie });
    expect(badKind.status).toBe(400);
    const unknown = await callRoute('GET', routes.formGetRoute, {
      params: { sessionGroupId: '999999', kind: 'FINAL' },
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
    const audits = await db.select().from(auditLogs).where(eq(auditLogs.action, 'evaluation_form.update'));
    expect(audits.length).toBeGreaterThan(0);
  });
});

describe('the scheduler and the mentor link', () => {
  let world: EvaluationWorld;
  beforeAll(async () => {
    world = await createEvaluationWorld(db, admin.cookie);
  });

  it('creates one mid-term request per placement with a mentor, due within 7 days, stores only the hash, and mails without the token', async () => {
    await tick();
    await tick();
    const requests = await requestsOf(db, world.session.sessionId);
    // s1 and s3 have mentors; s2 has none; the final form is not due yet.
    expect(requests.map((request) => request.studentId).sort()).toEqual([world.s1.studentId, world.s3.studentId].sort());
    for (const request of requests) {
      expect(request.sendCount).toBe(1);
      expect(request.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(request.tokenHash).not.toBe(currentToken(request));
      expect(request.tokenExpiresAt!.getTime() - request.dueDate.getTime()).toBe(30 * DAY);
    }
    const mails = await db.select().from(notifications).where(eq(notifications.kind, 'MENTOR_EVALUATION'));
    const mine = mails.filter((mail) => requests.some((request) => mail.recipientId === `evaluation:${request.requestId}`));
    expect(mine).toHaveLength(2);
    for (const mail of mine) {
      expect(mail.recipientRole).toBe('mentor');
      expect(mail.linkPath).toBe('/evaluate');
      for (const request of requests) expect(JSON.stringify(mail)).not.toContain(currentToken(request));
    }
    // The admins' preview masks the link; the mail sent carries the real one, to the mentor's address.
    const preview = await getNotificationEmail({
      ctx: { db, actor: null as never, now: new Date() },
      notificationId: mine[0].notificationId,
    });
    expect(preview.text).toMatch(/\/evaluate\/\*{8}/);
    const sent: OutgoingMail[] = [];
    await deliverNotificationEmails({
      ctx: { db, now: new Date() },
      mailer: { from: 'portal@example.ac.th', send: async (mail) => void sent.push(mail), close: () => {} },
    });
    const request = requests.find((row) => row.studentId === world.s1.studentId)!;
    const mail = sent.find((item) => item.to === `mentor-${world.s1.studentId}@example.com`);
    expect(mail?.text).toContain(`/evaluate/${currentToken(request)}`);
    // A mentor's mail is never in anyone's bell.
    const bell = await callRoute('GET', (await import('@/app/api/notifications/route')).GET, { cookie: admin.cookie });
    expect(JSON.stringify(bell.body)).not.toContain('evaluation:');
  });

  it('the link opens its own evaluation, submits once, then reads back; bad answers are 400; a wrong token is 404', async () => {
    const [request] = await requestsOf(db, world.session.sessionId, world.s1.studentId!);
    const token = currentToken(request);
    const opened = await publicGet(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      studentId: world.s1.studentId,
      kind: 'MIDTERM',
      companyName: 'บริษัท ฝึกงาน จำกัด',
      submittedAt: null,
    });
    const [other] = await requestsOf(db, world.session.sessionId, world.s3.studentId!);
    expect((await publicGet(currentToken(other))).body.studentId).toBe(world.s3.studentId);
    expect((await publicGet(currentToken({ requestId: request.requestId, sendCount: 7 }))).status).toBe(404);
    expect((await publicGet('short')).status).toBe(404);

    expect((await publicPost(token, { answers: { ...FULL_ANSWERS, quality: 6 } })).status).toBe(400);
    const missing = await publicPost(token, { answers: { learning: 4 } }, IN_THAI);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('กรุณาตอบข้อ 1');
    expect((await publicPost(token, { answers: { ...FULL_ANSWERS, comments: 'ก'.repeat(2001) } })).status).toBe(400);
    expect((await publicPost(token, { answers: { ...FULL_ANSWERS, unknown: 1 } })).status).toBe(400);

    const submitted = await publicPost(token, { answers: FULL_ANSWERS });
    expect(submitted.status).toBe(200);
    expect(submitted.body.state).toBe('SUBMITTED');
    const again = await publicPost(token, { answers: FULL_ANSWERS });
    expect(again.status).toBe(409);
    const readBack = await publicGet(token);
    expect(readBack.body.answers).toMatchObject({ quality: 5, comments: 'ทำงานดีมาก' });
    const [row] = await requestsOf(db, world.session.sessionId, world.s1.studentId!);
    // (5 + 4 + 5 + 3) / 4 = 4.25 on 1–5 → 81.25 of 100.
    expect(Number(row.score)).toBe(81.25);
  });

  it('re-send: a new token, the old one 404s, sendCount + 1, audited; an expired link is 410', async () => {
    const [before] = await requestsOf(db, world.session.sessionId, world.s3.studentId!);
    const oldToken = currentToken(before);
    const resent = await callRoute('POST', routes.sendRoute, {
      params: { sessionId: String(world.session.sessionId) },
      cookie: admin.cookie,
      body: { studentId: world.s3.studentId, kind: 'MIDTERM' },
    });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ sendCount: 2, state: 'DUE' });
    const [after] = await requestsOf(db, world.session.sessionId, world.s3.studentId!);
    expect(after.tokenHash).not.toBe(before.tokenHash);
    expect((await publicGet(oldToken)).status).toBe(404);
    expect((await publicGet(currentToken(after))).status).toBe(200);
    const audits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'evaluation.send'), eq(auditLogs.entityId, String(after.requestId))));
    expect(audits).toHaveLength(1);

    await db
      .update(evaluationRequests)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(evaluationRequests.requestId, after.requestId));
    expect((await publicGet(currentToken(after))).status).toBe(410);
    expect((await publicPost(currentToken(after), { answers: FULL_ANSWERS })).status).toBe(410);
  });

  it('send: 404 unknown placement, 409 without a mentor e-mail or once submitted, 400 bad body', async () => {
    const sessionId = String(world.session.sessionId);
    const send = (body: unknown) => callRoute('POST', routes.sendRoute, { params: { sessionId }, cookie: admin.cookie, body });
    expect((await send({ studentId: 'nobody', kind: 'MIDTERM' })).status).toBe(404);
    expect((await send({ studentId: world.s2.studentId, kind: 'MIDTERM' })).status).toBe(409);
    expect((await send({ studentId: world.s1.studentId, kind: 'MIDTERM' })).status).toBe(409);
    expect((await send({ studentId: world.s1.studentId, kind: 'OTHER' })).status).toBe(400);
  });

  it('the office lists states and filters, reads the answers, releases; the student then sees it; the company sees states only', async () => {
    const sessionId = String(world.session.sessionId);
    const list = await callRoute('GET', routes.listRoute, { params: { sessionId }, cookie: admin.cookie });
    expect(list.status).toBe(200);
    expect(list.body.meta.totalItem).toBe(6);
    const submittedOnly = await callRoute('GET', routes.listRoute, {
      params: { sessionId },
      cookie: admin.cookie,
      query: { state: 'SUBMITTED' },
    });
    expect(submittedOnly.body.items).toHaveLength(1);
    const submitted = submittedOnly.body.items[0];
    expect(submitted).toMatchObject({ studentId: world.s1.studentId, kind: 'MIDTERM', score: 81.25, releasedAt: null });
    expect(
      (await callRoute('GET', routes.listRoute, { params: { sessionId }, cookie: admin.cookie, query: { state: 'BAD' } })).status,
    ).toBe(400);
    const keysOf = async (query: Record<string, string>) => {
      const answer = await callRoute('GET', routes.listRoute, { params: { sessionId }, cookie: admin.cookie, query });
      expect(answer.status).toBe(200);
      return answer.body.items.map((item: { studentId: string; kind: string }) => `${item.studentId}:${item.kind}`).sort();
    };
    const [s1, s2, s3] = [world.s1.studentId, world.s2.studentId, world.s3.studentId];
    expect(await keysOf({ kind: 'FINAL' })).toEqual([`${s1}:FINAL`, `${s2}:FINAL`, `${s3}:FINAL`].sort());
    expect(await keysOf({ companyId: String(world.otherCompany.companyId) })).toEqual([`${s3}:FINAL`, `${s3}:MIDTERM`]);
    expect(await keysOf({ search: 'ตำแหน่ง A', kind: 'MIDTERM' })).toEqual([`${s1}:MIDTERM`, `${s2}:MIDTERM`].sort());
    expect(await keysOf({ search: s3!, kind: 'MIDTERM' })).toEqual([`${s3}:MIDTERM`]);
    expect(await keysOf({ released: 'false' })).toEqual([`${s1}:MIDTERM`]);
    expect(await keysOf({ released: 'true' })).toEqual([]);
    expect((await callRoute('GET', routes.listRoute, { params: { sessionId: '999999' }, cookie: admin.cookie })).status).toBe(404);

    const detail = await callRoute('GET', routes.detailRoute, {
      params: { sessionId, requestId: String(submitted.requestId) },
      cookie: admin.cookie,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.answers.comments).toBe('ทำงานดีมาก');
    expect((await callRoute('GET', routes.detailRoute, { params: { sessionId, requestId: '999999' }, cookie: admin.cookie })).status).toBe(
      404,
    );

    const studentBefore = await callRoute('GET', routes.studentRoute, { params: { sessionId }, cookie: world.s1.cookie });
    expect(studentBefore.body.items).toEqual([]);
    const company = await callRoute('GET', routes.companyRoute, {
      params: { sessionId, studentId: world.s1.studentId! },
      cookie: world.companyUser.cookie,
    });
    expect(company.status).toBe(200);
    expect(company.body.items.find((item: { kind: string }) => item.kind === 'MIDTERM')).toMatchObject({ state: 'SUBMITTED', score: null });
    expect(JSON.stringify(company.body)).not.toContain('ทำงานดีมาก');
    const otherCompany = await callRoute('GET', routes.companyRoute, {
      params: { sessionId, studentId: world.s1.studentId! },
      cookie: world.otherCompanyUser.cookie,
    });
    expect(otherCompany.status).toBe(404);

    const [pending] = await requestsOf(db, world.session.sessionId, world.s3.studentId!);
    const release = (requestIds: unknown) =>
      callRoute('POST', routes.releaseRoute, { params: { sessionId }, cookie: admin.cookie, body: { requestIds } });
    expect((await release([pending.requestId])).status).toBe(409);
    expect((await release([999999])).status).toBe(404);
    expect((await release([])).status).toBe(400);
    const released = await release([submitted.requestId]);
    expect(released.status).toBe(200);
    expect(released.body).toEqual({ count: 1, ids: [submitted.requestId] });
    expect((await release([submitted.requestId])).body.count).toBe(0);

    const studentAfter = await callRoute('GET', routes.studentRoute, { params: { sessionId }, cookie: world.s1.cookie });
    expect(studentAfter.body.items).toHaveLength(1);
    expect(studentAfter.body.items[0].answers.comments).toBe('ทำงานดีมาก');
    const otherStudent = await callRoute('GET', routes.studentRoute, { params: { sessionId }, cookie: world.s3.cookie });
    expect(otherStudent.body.items).toEqual([]);
    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, world.s1.studentId!), eq(notifications.kind, 'STUDENT_PLACEMENT')));
    expect(notices.filter((notice) => notice.eventKey === `evaluation-released:r${submitted.requestId}`)).toHaveLength(1);
  });

  it('reminds 3 days before the due date and every 7 days after it, once per moment, until submitted', async () => {
    const [request] = await requestsOf(db, world.session.sessionId, world.s3.studentId!);
    await db
      .update(evaluationRequests)
      .set({ tokenExpiresAt: new Date(Date.now() + 60 * DAY) })
      .where(eq(evaluationRequests.requestId, request.requestId));
    const due = request.dueDate.getTime();
    const reminders = async () =>
      (
        await db
          .select()
          .from(notifications)
          .where(eq(notifications.recipientId, `evaluation:${request.requestId}`))
      ).filter((row) => row.eventKey.startsWith('mentor-evaluation-reminder'));
    await tick(new Date(due - 2 * DAY));
    await tick(new Date(due - 2 * DAY + 1000));
    expect(await reminders()).toHaveLength(1);
    await tick(new Date(due + 3 * DAY));
    expect(await reminders()).toHaveLength(1);
    await tick(new Date(due + 8 * DAY));
    await tick(new Date(due + 9 * DAY));
    expect(await reminders()).toHaveLength(2);
  });
});
