// Students' ratings of their placement's company (docs/employer-ratings.md): rating once after the placement ended,
// the office's list and publishing of comments, and the summary shown from 5 ratings only; on PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as publishRoute } from '@/app/api/admin/sessions/[sessionId]/employer-ratings/[studentId]/route';
import { GET as adminListRoute } from '@/app/api/admin/sessions/[sessionId]/employer-ratings/route';
import { GET as summaryRoute } from '@/app/api/companies/[companyId]/rating-summary/route';
import { GET as studentGetRoute, POST as rateRoute } from '@/app/api/student/sessions/[sessionId]/employer-rating/route';
import type { Database } from '@/db/client';
import { auditLogs } from '@/db/schema';
import { callRoute, IN_THAI } from '../../support/api';
import { createPeopleOfEveryRole, createPerson, type TestPerson } from '../../support/fixtures';
import { createMatchedStudent } from '../../support/matching-fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { adminEnd, adminPatch, createPlacementWorld, type PlacementWorld } from '../placements/placement-world';

let db: Database;
let admin: TestPerson;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  admin = await createPerson(db, 'admin');
  people = await createPeopleOfEveryRole(db);
});

const RATING = { overall: 4, mentoring: 5, learning: 4, workEnvironment: 3, wouldRecommend: true, comment: 'พี่เลี้ยงใจดี ได้ลองงานจริง' };
const sessionParams = (sessionId: number) => ({ sessionId: String(sessionId) });
const rate = (sessionId: number, student: TestPerson, body: unknown, headers?: Record<string, string>) =>
  callRoute('POST', rateRoute, { params: sessionParams(sessionId), cookie: student.cookie, body, headers });
const ownRating = (sessionId: number, student: TestPerson) =>
  callRoute('GET', studentGetRoute, { params: sessionParams(sessionId), cookie: student.cookie });
const adminList = (sessionId: number, query: Record<string, string> = {}) =>
  callRoute('GET', adminListRoute, { params: sessionParams(sessionId), cookie: admin.cookie, query });
const publish = (sessionId: number, studentId: string, body: unknown, headers?: Record<string, string>) =>
  callRoute('PATCH', publishRoute, { params: { sessionId: String(sessionId), studentId }, cookie: admin.cookie, body, headers });
const summary = (companyId: number, person: TestPerson) =>
  callRoute('GET', summaryRoute, { params: { companyId: String(companyId) }, cookie: person.cookie });

/** Ends the student's placement at a past date, so it may be rated. */
async function pastEnd(world: PlacementWorld, studentId: string) {
  const answer = await adminPatch(world.session.sessionId, studentId, admin.cookie, {
    version: 0,
    startDate: '2025-01-06',
    endDate: '2025-03-28',
    mentorName: 'คุณพี่เลี้ยง',
  });
  expect(answer.status).toBe(200);
}

describe('who may call the rating endpoints', () => {
  const cases = [
    { name: 'student get', method: 'GET', handler: studentGetRoute, allowed: 'student', params: { sessionId: '1' } },
    { name: 'student rate', method: 'POST', handler: rateRoute, allowed: 'student', params: { sessionId: '1' } },
    { name: 'admin list', method: 'GET', handler: adminListRoute, allowed: 'admin', params: { sessionId: '1' } },
    {
      name: 'admin publish',
      method: 'PATCH',
      handler: publishRoute,
      allowed: 'admin',
      params: { sessionId: '1', studentId: '6600000000' },
    },
  ] as const;
  it.each(cases)('$name: 401 without a login, 403 for every other role', async ({ method, handler, allowed, params }) => {
    const body = method === 'GET' ? undefined : method === 'PATCH' ? { commentPublished: true } : RATING;
    expect((await callRoute(method, handler, { params, body })).status).toBe(401);
    for (const role of ['admin', 'student', 'company_user', 'external_user'] as const) {
      if (role === allowed) continue;
      expect((await callRoute(method, handler, { params, body, cookie: people[role].cookie })).status, role).toBe(403);
    }
  });
  it('the summary: 401 without a login, 403 for an external user, 404 for an unknown company', async () => {
    expect((await callRoute('GET', summaryRoute, { params: { companyId: '1' } })).status).toBe(401);
    expect((await summary(1, people.external_user)).status).toBe(403);
    expect((await summary(99999999, people.student)).status).toBe(404);
  });
});

describe('a student rates the company of their placement', () => {
  it('only once the placement is past its end date or ended, and only once', async () => {
    const world = await createPlacementWorld(db);
    const sessionId = world.session.sessionId;
    const before = await ownRating(sessionId, world.s1);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ rating: null, canRate: false });
    expect(before.body.notYetMessage).toContain('ให้คะแนนบริษัทได้หลังการฝึกงานสิ้นสุด');
    const early = await rate(sessionId, world.s1, RATING, IN_THAI);
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('ให้คะแนนบริษัทได้หลังการฝึกงานสิ้นสุด');

    await adminPatch(sessionId, world.s1.studentId!, admin.cookie, { version: 0, startDate: '2090-01-01', endDate: '2090-03-01' });
    expect((await rate(sessionId, world.s1, RATING)).status).toBe(409);

    await adminPatch(sessionId, world.s1.studentId!, admin.cookie, { version: 1, startDate: '2025-01-06', endDate: '2025-03-28' });
    const rated = await rate(sessionId, world.s1, RATING);
    expect(rated.status).toBe(201);
    expect(rated.body).toMatchObject({
      ...RATING,
      companyId: world.company.companyId,
      openingId: world.a.openingId,
      commentPublishedAt: null,
    });
    const again = await rate(sessionId, world.s1, { ...RATING, overall: 1 }, IN_THAI);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('คุณให้คะแนนบริษัทนี้ไปแล้ว แก้ไขคะแนนไม่ได้');
    // The rating is audited once: the refused second one wrote no entry.
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'employer-rating.create'), eq(auditLogs.entityId, `${sessionId}:${world.s1.studentId}`)));
    expect(audit).toHaveLength(1);
    const after = await ownRating(sessionId, world.s1);
    expect(after.body).toMatchObject({ canRate: false, notYetMessage: null, rating: { overall: 4 } });

    // An ended placement may be rated at once.
    expect((await adminEnd(sessionId, world.s3.studentId!, admin.cookie, { reason: 'บริษัทปิดโครงการ' })).status).toBe(200);
    expect((await rate(sessionId, world.s3, { ...RATING, comment: undefined })).status).toBe(201);
  });

  it('404 without an announced placement, 400 naming the field for bad input', async () => {
    const world = await createPlacementWorld(db);
    const sessionId = world.session.sessionId;
    expect((await rate(sessionId, world.unmatched, RATING)).status).toBe(404);
    expect((await ownRating(sessionId, world.unmatched)).status).toBe(404);
    expect((await rate(99999999, world.s1, RATING)).status).toBe(404);
    const unannounced = await createPlacementWorld(db, { announced: false });
    expect((await ownRating(unannounced.session.sessionId, unannounced.s1)).status).toBe(404);

    await pastEnd(world, world.s2.studentId!);
    const badScale = await rate(sessionId, world.s2, { ...RATING, mentoring: 6 }, IN_THAI);
    expect(badScale.status).toBe(400);
    expect(badScale.body.message).toContain('mentoring');
    expect(badScale.body.message).toContain('ให้คะแนน 1–5');
    const long = await rate(sessionId, world.s2, { ...RATING, comment: 'ก'.repeat(2001) }, IN_THAI);
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('ไม่เกิน 2000');
    expect((await rate(sessionId, world.s2, { ...RATING, wouldRecommend: undefined })).status).toBe(400);
    expect((await rate(sessionId, world.s2, { ...RATING, stars: 5 })).status).toBe(400);
  });
});

describe('the office and the summary students see', () => {
  it('4 ratings show no average, 5 do; comments only once published; never who rated', async () => {
    const world = await createPlacementWorld(db);
    const sessionId = world.session.sessionId;
    const more = [];
    for (let index = 0; index < 3; index += 1) more.push(await createMatchedStudent(db, { sessionId, openingId: world.a.openingId }));
    const raters = [world.s1, world.s2, ...more];
    for (const [index, student] of raters.slice(0, 4).entries()) {
      await pastEnd(world, student.studentId!);
      expect((await rate(sessionId, student, { ...RATING, overall: index + 1, wouldRecommend: index % 2 === 0 })).status).toBe(201);
    }
    const four = await summary(world.company.companyId, people.student);
    expect(four.status).toBe(200);
    expect(four.body).toEqual({ companyId: world.company.companyId, count: 4, averages: null, comments: [] });

    await pastEnd(world, raters[4].studentId!);
    await rate(sessionId, raters[4], { ...RATING, overall: 5, comment: 'ไม่ค่อยมีงานให้ทำ' });
    const five = await summary(world.company.companyId, people.student);
    expect(five.body.count).toBe(5);
    expect(five.body.averages).toMatchObject({ overall: 3, mentoring: 5, learning: 4, workEnvironment: 3 });
    expect(five.body.averages.wouldRecommend).toBeCloseTo(0.6);
    expect(five.body.comments).toEqual([]);
    expect(JSON.stringify(five.body)).not.toContain(raters[0].studentId!);

    const list = await adminList(sessionId);
    expect(list.status).toBe(200);
    expect(list.body.meta.totalItem).toBe(5);
    expect(list.body.items[0]).toMatchObject({ comment: expect.any(String), studentName: expect.any(String) });
    expect((await adminList(sessionId, { companyId: String(world.otherCompany.companyId) })).body.items).toEqual([]);
    expect((await adminList(99999999)).status).toBe(404);

    const published = await publish(sessionId, raters[4].studentId!, { commentPublished: true });
    expect(published.status).toBe(200);
    expect(published.body.commentPublishedAt).not.toBeNull();
    const shown = await summary(world.company.companyId, people.company_user);
    expect(shown.body.comments).toEqual([{ comment: 'ไม่ค่อยมีงานให้ทำ', publishedAt: published.body.commentPublishedAt }]);
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'employer-rating.publish-comment'), eq(auditLogs.entityId, `${sessionId}:${raters[4].studentId}`)));
    expect(audit).toHaveLength(1);

    const withdrawn = await publish(sessionId, raters[4].studentId!, { commentPublished: false });
    expect(withdrawn.body.commentPublishedAt).toBeNull();
    expect((await summary(world.company.companyId, people.student)).body.comments).toEqual([]);
  });

  it('publish: 404 for no rating, 400 for bad input, 409 for a rating without a comment', async () => {
    const world = await createPlacementWorld(db);
    const sessionId = world.session.sessionId;
    expect((await publish(sessionId, world.s1.studentId!, { commentPublished: true })).status).toBe(404);
    await pastEnd(world, world.s1.studentId!);
    await rate(sessionId, world.s1, { ...RATING, comment: '' });
    const bad = await publish(sessionId, world.s1.studentId!, { commentPublished: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('commentPublished');
    const none = await publish(sessionId, world.s1.studentId!, { commentPublished: true }, IN_THAI);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('การให้คะแนนนี้ไม่มีความคิดเห็นให้เผยแพร่');
  });
});
