// The placement record (docs/placements.md): reading, filling, confirming and ending placements, the three ways a
// placement comes to be and the undos that remove one; on PGlite and PostgreSQL. The real-concurrency race of two
// edits on one version is in races.test.ts.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DELETE as undoManualRoute,
  POST as setManualRoute,
} from '@/app/api/admin/sessions/[sessionId]/enrollments/[studentId]/matching/route';
import { DELETE as undoRunRoute, POST as runRoute } from '@/app/api/admin/sessions/[sessionId]/matching/route';
import type { Database } from '@/db/client';
import { auditLogs, enrollments, notifications } from '@/db/schema';
import { callRoute, IN_THAI } from '../../support/api';
import { createPeopleOfEveryRole, createPerson, type TestPerson } from '../../support/fixtures';
import { submitCompanyRankingRows, submitRankingRows } from '../../support/matching-fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { acceptOffer, createOfferWorld, sendOffer } from '../offers/offer-world';
import {
  adminEnd,
  adminGet,
  adminList,
  adminPatch,
  companyGet,
  companyList,
  companyPatch,
  createPlacementWorld,
  detailsRows,
  FILLED,
  routes,
  studentConfirm,
  studentGet,
} from './placement-world';

let db: Database;
let admin: TestPerson;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  admin = await createPerson(db, 'admin');
  people = await createPeopleOfEveryRole(db);
});

describe('who may call the placement endpoints', () => {
  const cases = [
    { name: 'admin list', method: 'GET', handler: routes.adminListRoute, allowed: 'admin', withStudent: false },
    { name: 'admin get', method: 'GET', handler: routes.adminGetRoute, allowed: 'admin', withStudent: true },
    { name: 'admin patch', method: 'PATCH', handler: routes.adminPatchRoute, allowed: 'admin', withStudent: true },
    { name: 'admin end', method: 'POST', handler: routes.endRoute, allowed: 'admin', withStudent: true },
    { name: 'company list', method: 'GET', handler: routes.companyListRoute, allowed: 'company_user', withStudent: false },
    { name: 'company get', method: 'GET', handler: routes.companyGetRoute, allowed: 'company_user', withStudent: true },
    { name: 'company patch', method: 'PATCH', handler: routes.companyPatchRoute, allowed: 'company_user', withStudent: true },
    { name: 'student get', method: 'GET', handler: routes.studentGetRoute, allowed: 'student', withStudent: false },
    { name: 'student confirm', method: 'POST', handler: routes.confirmRoute, allowed: 'student', withStudent: false },
  ] as const;
  it.each(cases)('$name: 401 without a login, 403 for every other role', async ({ method, handler, allowed, withStudent }) => {
    const params: Record<string, string> = withStudent ? { sessionId: '1', studentId: '6600000000' } : { sessionId: '1' };
    const body = method === 'GET' ? undefined : { version: 0, mentorName: 'x', reason: 'x' };
    const anonymous = await callRoute(method, handler, { params, body });
    expect(anonymous.status).toBe(401);
    for (const role of ['admin', 'student', 'company_user', 'external_user'] as const) {
      if (role === allowed) continue;
      const answer = await callRoute(method, handler, { params, body, cookie: people[role].cookie });
      expect(answer.status, role).toBe(403);
    }
  });
});

describe('reading placements', () => {
  it('the admin lists every placement of the session, filtered and searched, and reads one', async () => {
    const world = await createPlacementWorld(db);
    const all = await adminList(world.session.sessionId, admin.cookie);
    expect(all.status).toBe(200);
    expect(all.body.meta.totalItem).toBe(3);
    expect(all.body.items.map((item: { studentId: string }) => item.studentId).sort()).toEqual(
      [world.s1.studentId, world.s2.studentId, world.s3.studentId].sort(),
    );
    expect(all.body.items[0]).toMatchObject({ round: 1, source: 'ALGORITHM', state: 'AWAITING_DETAILS', version: 0, isAnnounced: true });
    const ofX = await adminList(world.session.sessionId, admin.cookie, { companyId: String(world.otherCompany.companyId) });
    expect(ofX.body.items.map((item: { studentId: string }) => item.studentId)).toEqual([world.s3.studentId]);
    const paged = await adminList(world.session.sessionId, admin.cookie, { limit: '2', page: '2' });
    expect(paged.body.meta).toMatchObject({ totalItem: 3, itemCount: 1, currentPage: 2, totalPage: 2 });
    const searched = await adminList(world.session.sessionId, admin.cookie, { search: world.s2.studentId! });
    expect(searched.body.items.map((item: { studentId: string }) => item.studentId)).toEqual([world.s2.studentId]);
    const byTitle = await adminList(world.session.sessionId, admin.cookie, { search: 'ตำแหน่ง x' });
    expect(byTitle.body.meta.totalItem).toBe(1);
    expect((await adminList(world.session.sessionId, admin.cookie, { round: '2' })).body.meta.totalItem).toBe(0);
    expect((await adminList(world.session.sessionId, admin.cookie, { state: 'ENDED' })).body.meta.totalItem).toBe(0);
    expect((await adminList(world.session.sessionId, admin.cookie, { state: 'SOMETHING' })).status).toBe(400);
    expect((await adminList(999_999, admin.cookie)).status).toBe(404);

    const one = await adminGet(world.session.sessionId, world.s1.studentId!, admin.cookie);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ openingId: world.a.openingId, companyId: world.company.companyId, companyName: 'บริษัท ฝึกงาน จำกัด' });
    expect((await adminGet(world.session.sessionId, world.unmatched.studentId!, admin.cookie)).status).toBe(404);
    expect((await adminGet(world.session.sessionId, '6699999999', admin.cookie)).status).toBe(404);
  });

  it('a company sees only its own placements, and only from the announcement', async () => {
    const world = await createPlacementWorld(db);
    const own = await companyList(world.session.sessionId, world.companyUser);
    expect(own.status).toBe(200);
    expect(own.body.items.map((item: { studentId: string }) => item.studentId).sort()).toEqual(
      [world.s1.studentId, world.s2.studentId].sort(),
    );
    // Its filter cannot reach another company's rows.
    const other = await companyList(world.session.sessionId, world.companyUser, { companyId: String(world.otherCompany.companyId) });
    expect(other.body.meta.totalItem).toBe(0);
    expect((await companyGet(world.session.sessionId, world.s1.studentId!, world.companyUser)).status).toBe(200);
    expect((await companyGet(world.session.sessionId, world.s3.studentId!, world.companyUser)).status).toBe(404);

    const early = await createPlacementWorld(db, { announced: false });
    expect((await companyList(early.session.sessionId, early.companyUser)).body.meta.totalItem).toBe(0);
    expect((await companyGet(early.session.sessionId, early.s1.studentId!, early.companyUser)).status).toBe(404);
    // The admin sees it already, marked not announced.
    const prepared = await adminGet(early.session.sessionId, early.s1.studentId!, admin.cookie);
    expect(prepared.body.isAnnounced).toBe(false);
  });

  it('a student reads their own placement from the announcement; none is 404', async () => {
    const world = await createPlacementWorld(db);
    const own = await studentGet(world.session.sessionId, world.s1);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ studentId: world.s1.studentId, openingTitle: 'ตำแหน่ง A' });
    expect((await studentGet(world.session.sessionId, world.unmatched)).status).toBe(404);
    expect((await studentGet(999_999, world.s1)).status).toBe(404);
    const early = await createPlacementWorld(db, { announced: false });
    expect((await studentGet(early.session.sessionId, early.s1)).status).toBe(404);
  });
});

describe('filling the details', () => {
  it('the company fills its placement: version 1, DETAILS_FILLED, the student told once, audited', async () => {
    const world = await createPlacementWorld(db);
    const filled = await companyPatch(world.session.sessionId, world.s1.studentId!, world.companyUser, { version: 0, ...FILLED });
    expect(filled.status).toBe(200);
    expect(filled.body).toMatchObject({ ...FILLED, version: 1, state: 'DETAILS_FILLED' });
    const notes = await db.select().from(notifications).where(eq(notifications.recipientId, world.s1.studentId!));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'STUDENT_PLACEMENT', recipientRole: 'student' });
    expect(notes[0].title).toContain('บริษัท ฝึกงาน จำกัด');

    const moved = await companyPatch(world.session.sessionId, world.s1.studentId!, world.companyUser, {
      version: 1,
      endDate: '2027-08-15',
      mentorPhone: null,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ version: 2, endDate: '2027-08-15', mentorPhone: null, mentorName: FILLED.mentorName });
    expect(await db.select().from(notifications).where(eq(notifications.recipientId, world.s1.studentId!))).toHaveLength(1);
    const audits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'placement.update'), eq(auditLogs.entityId, `${world.session.sessionId}:${world.s1.studentId}`)));
    expect(audits).toHaveLength(2);
    expect(audits.map((row) => (row.details as { changed: string[] }).changed).flat()).toContain('mentorPhone');
  });

  it('a stale version is a 409 in Thai carrying the current record, and changes nothing', async () => {
    const world = await createPlacementWorld(db);
    expect((await adminPatch(world.session.sessionId, world.s1.studentId!, admin.cookie, { version: 0, mentorName: 'คนแรก' })).status).toBe(
      200,
    );
    const stale = await companyPatch(
      world.session.sessionId,
      world.s1.studentId!,
      world.companyUser,
      { version: 0, mentorName: 'คนที่สอง' },
      IN_THAI,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('มีผู้แก้ไขข้อมูลนี้ไปแล้ว');
    expect(stale.body.current).toMatchObject({ mentorName: 'คนแรก', version: 1 });
    const ahead = await adminPatch(world.session.sessionId, world.s1.studentId!, admin.cookie, { version: 5, mentorName: 'คนที่สาม' });
    expect(ahead.status).toBe(409);
    const [row] = await detailsRows(db, world.session.sessionId, world.s1.studentId!);
    expect(row).toMatchObject({ mentorName: 'คนแรก', version: 1 });
  });

  it('another company’s placement, an unknown student and an unannounced one are 404 to the company', async () => {
    const world = await createPlacementWorld(db);
    const body = { version: 0, mentorName: 'ไม่ควรเขียน' };
    expect((await companyPatch(world.session.sessionId, world.s3.studentId!, world.companyUser, body)).status).toBe(404);
    expect((await companyPatch(world.session.sessionId, '6699999999', world.companyUser, body)).status).toBe(404);
    expect((await companyPatch(world.session.sessionId, world.unmatched.studentId!, world.companyUser, body)).status).toBe(404);
    const early = await createPlacementWorld(db, { announced: false });
    expect((await companyPatch(early.session.sessionId, early.s1.studentId!, early.companyUser, body)).status).toBe(404);
    expect(await detailsRows(db, world.session.sessionId)).toHaveLength(0);
    expect(await detailsRows(db, early.session.sessionId)).toHaveLength(0);
  });

  it('bad input is a clear 400: dates out of order, e-mail, phone, lengths, unknown fields, nothing to change', async () => {
    const world = await createPlacementWorld(db);
    const patch = (body: unknown) => companyPatch(world.session.sessionId, world.s1.studentId!, world.companyUser, body, IN_THAI);
    const reversed = await patch({ version: 0, startDate: '2027-07-01', endDate: '2027-06-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('วันสิ้นสุดการฝึกงาน');
    const email = await patch({ version: 0, mentorEmail: 'not-an-email' });
    expect(email.status).toBe(400);
    expect(email.body.message).toContain('อีเมล');
    const phone = await patch({ version: 0, mentorPhone: '08x-abc' });
    expect(phone.status).toBe(400);
    expect(phone.body.message).toContain('เบอร์โทรศัพท์');
    expect((await patch({ version: 0, mentorName: 'ก'.repeat(201) })).status).toBe(400);
    expect((await patch({ version: 0, startDate: '2027-02-30' })).status).toBe(400);
    expect((await patch({ version: 0, workMode: 'MOON' })).status).toBe(400);
    expect((await patch({ version: 0, quota: 5 })).status).toBe(400);
    expect((await patch({ mentorName: 'ไม่มีเวอร์ชัน' })).status).toBe(400);
    const nothing = await patch({ version: 0 });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toContain('ไม่มีข้อมูลที่จะแก้ไข');
    // The order is checked against the stored date too.
    expect((await patch({ version: 0, startDate: '2027-06-01' })).status).toBe(200);
    const before = await patch({ version: 1, endDate: '2027-05-01' });
    expect(before.status).toBe(400);
    expect((await detailsRows(db, world.session.sessionId, world.s1.studentId!))[0]).toMatchObject({ version: 1, endDate: null });
  });
});

describe('confirming and ending', () => {
  it('the student confirms once; a second confirm is 409', async () => {
    const world = await createPlacementWorld(db);
    const confirmed = await studentConfirm(world.session.sessionId, world.s1);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ state: 'CONFIRMED', version: 1 });
    expect(confirmed.body.confirmedAt).not.toBeNull();
    const again = await studentConfirm(world.session.sessionId, world.s1, IN_THAI);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('ยืนยันการฝึกงานไปแล้ว');
    expect((await studentConfirm(world.session.sessionId, world.unmatched)).status).toBe(404);
    const early = await createPlacementWorld(db, { announced: false });
    expect((await studentConfirm(early.session.sessionId, early.s1)).status).toBe(404);
    const [audit] = await db.select().from(auditLogs).where(eq(auditLogs.action, 'placement.confirm'));
    expect(audit).toBeDefined();
  });

  it('before the announcement ending is refused (409 naming the date): the match is undone instead', async () => {
    const world = await createPlacementWorld(db, { announced: false });
    const refused = await adminEnd(world.session.sessionId, world.s1.studentId!, admin.cookie, { reason: 'นิสิตขอถอนตัว' }, IN_THAI);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('ยุติการฝึกงานได้ตั้งแต่ประกาศผลการจับคู่รอบที่ 1 เมื่อ');
    expect(refused.body.message).toContain('ยกเลิกผลการจับคู่');
    expect(await detailsRows(db, world.session.sessionId)).toHaveLength(0);
  });

  it('after the announcement an admin ends a placement with a reason: kept as ENDED, then nothing more changes it', async () => {
    const world = await createPlacementWorld(db);
    await companyPatch(world.session.sessionId, world.s1.studentId!, world.companyUser, { version: 0, ...FILLED });
    expect((await adminEnd(world.session.sessionId, world.s1.studentId!, admin.cookie, { reason: '  ' })).status).toBe(400);
    const ended = await adminEnd(world.session.sessionId, world.s1.studentId!, admin.cookie, { reason: 'บริษัทปิดตำแหน่ง' });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ state: 'ENDED', endReason: 'บริษัทปิดตำแหน่ง', version: 2, mentorName: FILLED.mentorName });
    expect(ended.body.endedBy).toContain('ทดสอบ admin');
    // An untouched placement ends too (its row is written then).
    expect((await adminEnd(world.session.sessionId, world.s2.studentId!, admin.cookie, { reason: 'นิสิตลาออก' })).body.state).toBe('ENDED');

    const twice = await adminEnd(world.session.sessionId, world.s1.studentId!, admin.cookie, { reason: 'อีกครั้ง' }, IN_THAI);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('ยุติไปแล้ว');
    const edit = await companyPatch(
      world.session.sessionId,
      world.s1.studentId!,
      world.companyUser,
      { version: 2, mentorName: 'ใหม่' },
      IN_THAI,
    );
    expect(edit.status).toBe(409);
    expect(edit.body.message).toContain('ยุติแล้ว');
    expect((await adminPatch(world.session.sessionId, world.s1.studentId!, admin.cookie, { version: 2, mentorName: 'ใหม่' })).status).toBe(
      409,
    );
    expect((await studentConfirm(world.session.sessionId, world.s1)).status).toBe(409);

    // Kept: the enrollment keeps its match, the lists show it as ENDED, the student still reads it.
    const [enrollment] = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.sessionId, world.session.sessionId), eq(enrollments.studentId, world.s1.studentId!)));
    expect(enrollment).toMatchObject({ status: 'MATCHING_SUCCESS', assignedOpeningId: world.a.openingId });
    expect((await adminList(world.session.sessionId, admin.cookie, { state: 'ENDED' })).body.meta.totalItem).toBe(2);
    expect((await studentGet(world.session.sessionId, world.s1)).body.state).toBe('ENDED');
    expect(await db.select().from(auditLogs).where(eq(auditLogs.action, 'placement.end'))).not.toHaveLength(0);
  });
});

describe('where placements come from, and undoing them before the announcement', () => {
  it('the matching run places a student (ALGORITHM); a rerun and the undo remove the details of the matches they take back', async () => {
    const world = await createPlacementWorld(db, { announced: false });
    const student = await createPerson(db, 'student');
    const sessionId = world.session.sessionId;
    await db.insert(enrollments).values({ sessionId, studentId: student.studentId!, status: 'RANKING_PENDING' });
    await submitRankingRows(db, { sessionId, round: 1, studentId: student.studentId!, openingIds: [world.a.openingId] });
    await submitCompanyRankingRows(db, { openingId: world.a.openingId, round: 1, selectedStudentIds: [student.studentId!] });
    // s1 counts as a result of the round's run (no manual row): the office starts on it, then the admin reruns.
    expect((await adminPatch(sessionId, world.s1.studentId!, admin.cookie, { version: 0, mentorName: 'ก่อนรันใหม่' })).status).toBe(200);
    const run = await callRoute('POST', runRoute, { params: { sessionId: String(sessionId) }, cookie: admin.cookie });
    expect(run.status).toBe(200);
    const placed = await adminGet(sessionId, student.studentId!, admin.cookie);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ source: 'ALGORITHM', openingId: world.a.openingId, round: 1 });
    // s1 had no ranking, so the rerun left them unmatched and their details went with the match.
    expect((await adminGet(sessionId, world.s1.studentId!, admin.cookie)).status).toBe(404);
    expect(await detailsRows(db, sessionId, world.s1.studentId!)).toHaveLength(0);

    expect((await adminPatch(sessionId, student.studentId!, admin.cookie, { version: 0, ...FILLED })).status).toBe(200);
    const undo = await callRoute('DELETE', undoRunRoute, { params: { sessionId: String(sessionId) }, cookie: admin.cookie });
    expect(undo.status).toBe(200);
    expect((await adminGet(sessionId, student.studentId!, admin.cookie)).status).toBe(404);
    expect(await detailsRows(db, sessionId, student.studentId!)).toHaveLength(0);
  });

  it('a manual set places a student (MANUAL); the manual undo removes the placement and its details', async () => {
    const world = await createPlacementWorld(db, { announced: false });
    const student = await createPerson(db, 'student');
    const sessionId = world.session.sessionId;
    await db.insert(enrollments).values({ sessionId, studentId: student.studentId!, status: 'RANKING_PENDING' });
    const params = { sessionId: String(sessionId), studentId: student.studentId! };
    const set = await callRoute('POST', setManualRoute, { params, cookie: admin.cookie, body: { openingId: world.a.openingId } });
    expect(set.status).toBe(200);
    const placed = await adminPatch(sessionId, student.studentId!, admin.cookie, { version: 0, ...FILLED });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ source: 'MANUAL', state: 'DETAILS_FILLED' });
    const undone = await callRoute('DELETE', undoManualRoute, { params, cookie: admin.cookie });
    expect(undone.status).toBe(200);
    expect((await adminGet(sessionId, student.studentId!, admin.cookie)).status).toBe(404);
    expect(await detailsRows(db, sessionId, student.studentId!)).toHaveLength(0);
    // Set again to the same opening: the placement starts empty.
    expect((await callRoute('POST', setManualRoute, { params, cookie: admin.cookie, body: { openingId: world.a.openingId } })).status).toBe(
      200,
    );
    expect((await adminGet(sessionId, student.studentId!, admin.cookie)).body).toMatchObject({ version: 0, mentorName: null });
    // The others' details stay.
    expect((await adminPatch(sessionId, world.s2.studentId!, admin.cookie, { version: 0, mentorName: 'คงอยู่' })).status).toBe(200);
    expect((await callRoute('DELETE', undoManualRoute, { params, cookie: admin.cookie })).status).toBe(200);
    expect(await detailsRows(db, sessionId, world.s2.studentId!)).toHaveLength(1);
  });

  it('an accepted offer places a student (OFFER), which its company then fills', async () => {
    const world = await createOfferWorld(db);
    const sent = await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s1.studentId! });
    expect(sent.status).toBe(201);
    expect((await acceptOffer(world.s1, sent.body.offerId)).status).toBe(200);
    const placed = await studentGet(world.session.sessionId, world.s1);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ source: 'OFFER', openingId: world.a.openingId, state: 'AWAITING_DETAILS' });
    const list = await companyList(world.session.sessionId, world.companyUser, { state: 'AWAITING_DETAILS' });
    expect(list.body.items.map((item: { studentId: string }) => item.studentId).sort()).toEqual(
      [world.s1.studentId, world.matched.studentId].sort(),
    );
    const filled = await companyPatch(world.session.sessionId, world.s1.studentId!, world.companyUser, { version: 0, ...FILLED });
    expect(filled.body).toMatchObject({ source: 'OFFER', state: 'DETAILS_FILLED' });
  });
});
