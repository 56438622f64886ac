// The placement's agreement (docs/agreements.md): the template, sending, online signing, the paper path, the office's
// check, downloads, the office's table, reminders; on PGlite and PostgreSQL. The race of two signatures at once is in
// races.test.ts.
import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { auditLogs, files, notifications, placementAgreements, placementDetails } from '@/db/schema';
import { notifyAgreementReminders } from '@/server/notifications';
import { callRoute, IN_THAI } from '../../support/api';
import { createPeopleOfEveryRole, createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { sampleBytes, setUpTemporaryFilesDir } from '../files/file-support';
import {
  check,
  createAgreementWorld,
  englishNameOf,
  getAdmin,
  routes,
  send,
  signAsCompany,
  signAsStudent,
  thaiNameOf,
  uploadScan,
  type AgreementWorld,
} from './agreement-world';

setUpTemporaryFilesDir();

let db: Database;
let admin: TestPerson;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  admin = await createPerson(db, 'admin');
  people = await createPeopleOfEveryRole(db);
});

const sha = (bytes: Uint8Array | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex');
const at = (w: AgreementWorld, student: TestPerson) => ({ sessionId: String(w.session.sessionId), studentId: student.studentId! });

async function pdfOf(handler: (typeof routes)[keyof typeof routes], params: Record<string, string>, cookie: string) {
  const response = await handler(new Request('http://localhost/api/x', { headers: { cookie } }), { params: Promise.resolve(params) });
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('the template', () => {
  it('answers the default as version 0, stores a new one, refuses an unknown field (400) and a stale version (409)', async () => {
    const w = await createAgreementWorld(db);
    const params = { sessionGroupId: String(w.group.sessionGroupId) };
    const first = await callRoute('GET', routes.templateGet, { params, cookie: admin.cookie });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isDefault: true, version: 0 });
    expect(first.body.fields.map((f: { name: string }) => f.name)).toContain('mentorName');

    const unknown = await callRoute('PUT', routes.templatePut, {
      params,
      cookie: admin.cookie,
      body: { title: 'สัญญา', body: 'เงินเดือน {{salary}}', version: 0 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('{{salary}}');
    const empty = await callRoute('PUT', routes.templatePut, { params, cookie: admin.cookie, body: { title: '', body: 'x', version: 0 } });
    expect(empty.status).toBe(400);

    const saved = await callRoute('PUT', routes.templatePut, {
      params,
      cookie: admin.cookie,
      body: { title: 'สัญญาของ {{companyName}}', body: 'นิสิต {{studentName}} ฝึกงานที่ {{companyName}} กับพี่เลี้ยง {{mentorName}}', version: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ isDefault: false, version: 1 });
    const stale = await callRoute('PUT', routes.templatePut, { params, cookie: admin.cookie, body: { title: 'ก', body: 'ข', version: 0 } });
    expect(stale.status).toBe(409);
    const again = await callRoute('PUT', routes.templatePut, { params, cookie: admin.cookie, body: { title: 'ก', body: 'ข', version: 1 } });
    expect(again.body.version).toBe(2);
    const [audit] = await db.select().from(auditLogs).where(eq(auditLogs.action, 'agreement_template.update'));
    expect(audit).toBeDefined();

    const preview = await pdfOf(routes.templatePreview, params, admin.cookie);
    expect(preview.status).toBe(200);
    expect(preview.type).toBe('application/pdf');
    expect(Buffer.from(preview.bytes.slice(0, 5)).toString()).toBe('%PDF-');

    const missing = { sessionGroupId: '999999' };
    expect((await callRoute('GET', routes.templateGet, { params: missing, cookie: admin.cookie })).status).toBe(404);
    expect(
      (await callRoute('PUT', routes.templatePut, { params: missing, cookie: admin.cookie, body: { title: 'ก', body: 'ข', version: 0 } }))
        .status,
    ).toBe(404);
    for (const role of ['student', 'company_user', 'external_user'] as const) {
      expect((await callRoute('GET', routes.templateGet, { params, cookie: people[role].cookie })).status).toBe(403);
      expect(
        (await callRoute('PUT', routes.templatePut, { params, cookie: people[role].cookie, body: { title: 'ก', body: 'ข', version: 2 } }))
          .status,
      ).toBe(403);
      expect((await pdfOf(routes.templatePreview, params, people[role].cookie)).status).toBe(403);
    }
    expect((await callRoute('GET', routes.templateGet, { params })).status).toBe(401);
  });
});

describe('online signing', () => {
  it('admin sends, the student then the company sign, each told; the signed PDF follows', async () => {
    const w = await createAgreementWorld(db);
    const { sessionId } = w.session;
    const studentId = w.s1.studentId!;

    const before = await getAdmin(sessionId, studentId, admin.cookie);
    expect(before.body).toMatchObject({ state: 'NOT_SENT', version: 0 });
    expect((await pdfOf(routes.adminPdf, at(w, w.s1), admin.cookie)).status).toBe(404);

    const sent = await send(sessionId, studentId, admin.cookie);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ state: 'WAITING_STUDENT', version: 1 });
    const [row] = await db.select().from(placementAgreements).where(eq(placementAgreements.studentId, studentId));
    const [file] = await db.select().from(files).where(eq(files.fileId, row.documentFileId!));
    expect(file.type).toBe('AGREEMENT_DOCUMENT');
    const unsigned = await pdfOf(routes.studentPdf, { sessionId: String(sessionId) }, w.s1.cookie);
    expect(unsigned.status).toBe(200);
    expect(sha(unsigned.bytes)).toBe(sent.body.documentSha256);
    const told = await db
      .select()
      .from(notifications)
      .where(like(notifications.eventKey, `agreement:${sessionId}:${w.a.openingId}:sent:%`));
    expect(told.map((n) => n.recipientId).sort()).toEqual([studentId, w.companyUser.platformUid].sort());

    // The company reads its own; another company's user and another student get 404.
    expect((await callRoute('GET', routes.companyGet, { params: at(w, w.s1), cookie: w.companyUser.cookie })).body.state).toBe(
      'WAITING_STUDENT',
    );
    expect((await callRoute('GET', routes.companyGet, { params: at(w, w.s1), cookie: w.otherCompanyUser.cookie })).status).toBe(404);
    expect((await pdfOf(routes.companyPdf, at(w, w.s1), w.otherCompanyUser.cookie)).status).toBe(404);
    expect(
      (await callRoute('GET', routes.studentGet, { params: { sessionId: String(sessionId) }, cookie: w.s3.cookie })).body.studentId,
    ).toBe(w.s3.studentId);

    const body = { fullName: thaiNameOf(w.s1), documentSha256: sent.body.documentSha256 };
    expect((await signAsStudent(sessionId, w.s1, { ...body, fullName: 'ชื่อคนอื่น' })).status).toBe(400);
    expect((await signAsStudent(sessionId, w.s1, { ...body, documentSha256: 'x' })).status).toBe(400);
    expect((await signAsStudent(sessionId, w.s1, { ...body, documentSha256: 'a'.repeat(64) })).status).toBe(409);
    const studentSigned = await signAsStudent(sessionId, w.s1, { ...body, fullName: `  ${englishNameOf(w.s1).toUpperCase()} ` });
    expect(studentSigned.status).toBe(200);
    expect(studentSigned.body).toMatchObject({ state: 'WAITING_COMPANY' });
    const twice = await signAsStudent(sessionId, w.s1, body, IN_THAI);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('ลงนามสัญญานี้ไปแล้ว');
    const companyTold = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, w.companyUser.platformUid), like(notifications.eventKey, '%:signed:student')));
    expect(companyTold).toHaveLength(1);

    // Another company's user cannot sign; the own company's may, with any name, recorded.
    expect((await signAsCompany(sessionId, studentId, w.otherCompanyUser, { ...body, fullName: 'ผู้อื่น' })).status).toBe(404);
    expect((await signAsCompany(sessionId, studentId, w.companyUser, { ...body, fullName: ' ' })).status).toBe(400);
    expect((await signAsCompany(sessionId, studentId, w.companyUser, { ...body, fullName: 'ก'.repeat(201) })).status).toBe(400);
    const companySigned = await signAsCompany(sessionId, studentId, w.companyUser, { ...body, fullName: 'นายบริษัท ลงนาม' });
    expect(companySigned.status).toBe(200);
    expect(companySigned.body).toMatchObject({ state: 'SIGNED_ONLINE', companySignedName: 'นายบริษัท ลงนาม' });
    const [signedRow] = await db.select().from(placementAgreements).where(eq(placementAgreements.studentId, studentId));
    expect(signedRow.studentSignedByPlatformUid).toBe(w.s1.platformUid);
    expect(signedRow.companySignedByPlatformUid).toBe(w.companyUser.platformUid);
    expect(signedRow.studentSignedIp).toBe('unknown');

    const signedPdf = await pdfOf(routes.adminPdf, at(w, w.s1), admin.cookie);
    expect(signedPdf.status).toBe(200);
    expect(sha(signedPdf.bytes)).not.toBe(sent.body.documentSha256);
    expect(signedPdf.bytes.length).toBeGreaterThan(unsigned.bytes.length);

    // Signed: no re-sending; the admin checks, then can take the check back.
    expect((await send(sessionId, studentId, admin.cookie)).status).toBe(409);
    expect((await check(sessionId, studentId, admin.cookie, { checked: true, version: 1 })).status).toBe(409);
    const checked = await check(sessionId, studentId, admin.cookie, { checked: true, version: companySigned.body.version });
    expect(checked.body.state).toBe('CHECKED');
    const unchecked = await check(sessionId, studentId, admin.cookie, { checked: false, version: checked.body.version });
    expect(unchecked.body.state).toBe('SIGNED_ONLINE');
    expect((await check(sessionId, studentId, admin.cookie, { checked: 'yes', version: 1 })).status).toBe(400);
    const actions = (await db.select({ action: auditLogs.action }).from(auditLogs)).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'agreement.send',
        'agreement.sign_student',
        'agreement.sign_company',
        'agreement.check',
        'agreement.uncheck',
      ]),
    );
  });

  it('re-sending after the details changed stores a new document and clears the signatures; an old digest is 409', async () => {
    const w = await createAgreementWorld(db);
    const { sessionId } = w.session;
    const first = await send(sessionId, w.s2.studentId!, admin.cookie);
    await signAsStudent(sessionId, w.s2, { fullName: thaiNameOf(w.s2), documentSha256: first.body.documentSha256 });
    await db.update(placementDetails).set({ mentorName: 'คุณใหม่ พี่เลี้ยง' }).where(eq(placementDetails.studentId, w.s2.studentId!));
    const second = await send(sessionId, w.s2.studentId!, admin.cookie);
    expect(second.status).toBe(200);
    expect(second.body.documentSha256).not.toBe(first.body.documentSha256);
    expect(second.body).toMatchObject({ state: 'WAITING_STUDENT', studentSignedAt: null });
    const stale = await signAsStudent(sessionId, w.s2, { fullName: thaiNameOf(w.s2), documentSha256: first.body.documentSha256 }, IN_THAI);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('ส่งมาใหม่');
  });

  it('refuses sending an unannounced, ended or detail-less placement (409), an unknown one (404), and other roles', async () => {
    const hidden = await createAgreementWorld(db, { announced: false });
    const notYet = await send(hidden.session.sessionId, hidden.s1.studentId!, admin.cookie, IN_THAI);
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toContain('ยังไม่ประกาศผล');
    expect(
      (await callRoute('GET', routes.studentGet, { params: { sessionId: String(hidden.session.sessionId) }, cookie: hidden.s1.cookie }))
        .status,
    ).toBe(404);

    const w = await createAgreementWorld(db);
    const { sessionId } = w.session;
    await db
      .update(placementDetails)
      .set({ endedAt: new Date(), endReason: 'ทดสอบ' })
      .where(eq(placementDetails.studentId, w.s2.studentId!));
    expect((await send(sessionId, w.s2.studentId!, admin.cookie)).status).toBe(409);
    await db.update(placementDetails).set({ mentorName: null }).where(eq(placementDetails.studentId, w.s3.studentId!));
    const noMentor = await send(sessionId, w.s3.studentId!, admin.cookie, IN_THAI);
    expect(noMentor.status).toBe(409);
    expect(noMentor.body.message).toContain('ชื่อพี่เลี้ยง');
    expect((await send(sessionId, w.unmatched.studentId!, admin.cookie)).status).toBe(404);
    expect((await send(999999, w.s1.studentId!, admin.cookie)).status).toBe(404);
    for (const role of ['student', 'company_user', 'external_user'] as const)
      expect((await send(sessionId, w.s1.studentId!, people[role].cookie)).status).toBe(403);
    expect((await callRoute('POST', routes.adminSend, { params: at(w, w.s1) })).status).toBe(401);
    // Signing before sending is 409; the wrong roles cannot sign.
    const body = { fullName: thaiNameOf(w.s1), documentSha256: 'a'.repeat(64) };
    expect((await signAsStudent(sessionId, w.s1, body)).status).toBe(409);
    expect(
      (await callRoute('POST', routes.studentSign, { params: { sessionId: String(sessionId) }, cookie: people.admin.cookie, body })).status,
    ).toBe(403);
    expect((await callRoute('POST', routes.companySign, { params: at(w, w.s1), cookie: w.s1.cookie, body })).status).toBe(403);
    expect((await callRoute('POST', routes.companySign, { params: at(w, w.s1), body })).status).toBe(401);
    expect((await signAsStudent(sessionId, w.s1, {})).status).toBe(400);
  });
});

describe('the paper path', () => {
  it('a party uploads the wet-signed scan, the admin reads and checks it; the scan cannot change after the check', async () => {
    const w = await createAgreementWorld(db);
    const { sessionId } = w.session;
    const studentId = w.s1.studentId!;
    const scanParams = at(w, w.s1);
    // Nothing sent yet: 409; nothing uploaded: 400.
    await uploadScan('company_user', w.companyUser.cookie, sampleBytes('pdf', 200), 'scan.pdf');
    expect((await callRoute('POST', routes.companyScan, { params: scanParams, cookie: w.companyUser.cookie })).status).toBe(409);
    await send(sessionId, studentId, admin.cookie);
    expect((await callRoute('POST', routes.studentScan, { params: { sessionId: String(sessionId) }, cookie: w.s1.cookie })).status).toBe(
      400,
    );
    expect((await callRoute('POST', routes.companyScan, { params: scanParams, cookie: w.otherCompanyUser.cookie })).status).toBe(404);

    const attached = await callRoute('POST', routes.companyScan, { params: scanParams, cookie: w.companyUser.cookie });
    expect(attached.status).toBe(200);
    expect(attached.body).toMatchObject({ state: 'SCAN_UPLOADED', hasScan: true });
    const scan = await pdfOf(routes.adminScanGet, scanParams, admin.cookie);
    expect(scan.status).toBe(200);
    expect(scan.type).toBe('application/pdf');
    expect((await pdfOf(routes.studentScanGet, { sessionId: String(sessionId) }, w.s1.cookie)).status).toBe(200);
    expect((await pdfOf(routes.companyScanGet, scanParams, w.otherCompanyUser.cookie)).status).toBe(404);
    // A scan counts as signed: no online signature and no re-sending on top of it.
    const sign = await signAsStudent(sessionId, w.s1, { fullName: thaiNameOf(w.s1), documentSha256: attached.body.documentSha256 });
    expect(sign.status).toBe(409);
    expect((await send(sessionId, studentId, admin.cookie)).status).toBe(409);

    // The student replaces it with a photo; then the admin checks it.
    await uploadScan('student', w.s1.cookie, sampleBytes('jpeg', 200), 'scan.jpg');
    const replaced = await callRoute('POST', routes.studentScan, { params: { sessionId: String(sessionId) }, cookie: w.s1.cookie });
    expect(replaced.status).toBe(200);
    expect((await pdfOf(routes.adminScanGet, scanParams, admin.cookie)).type).toBe('image/jpeg');
    const checked = await check(sessionId, studentId, admin.cookie, { checked: true, version: replaced.body.version });
    expect(checked.body.state).toBe('CHECKED');
    await uploadScan('admin', admin.cookie, sampleBytes('png', 200), 'scan.png');
    expect((await callRoute('POST', routes.adminScan, { params: scanParams, cookie: admin.cookie })).status).toBe(409);
    expect((await callRoute('POST', routes.adminScan, { params: scanParams, cookie: people.external_user.cookie })).status).toBe(403);
    expect((await callRoute('POST', routes.adminScan, { params: scanParams })).status).toBe(401);
    const [audit] = await db.select().from(auditLogs).where(eq(auditLogs.action, 'agreement.scan'));
    expect(audit).toBeDefined();
  });
});

describe('the office table', () => {
  it('lists every placement with its state, filters, exports, sends in bulk and reminds at most daily', async () => {
    const w = await createAgreementWorld(db);
    const { sessionId } = w.session;
    const params = { sessionId: String(sessionId) };
    const list = await callRoute('GET', routes.adminList, { params, cookie: admin.cookie });
    expect(list.status).toBe(200);
    expect(list.body.meta.totalItem).toBe(3);
    expect(list.body.items.every((i: { state: string }) => i.state === 'NOT_SENT')).toBe(true);

    await db.update(placementDetails).set({ mentorName: null }).where(eq(placementDetails.studentId, w.s3.studentId!));
    const bulk = await callRoute('POST', routes.bulkSend, { params, cookie: admin.cookie, body: { allNotSent: true } });
    expect(bulk.status).toBe(200);
    expect(bulk.body.ids.sort()).toEqual([w.s1.studentId, w.s2.studentId].sort());
    expect(bulk.body.skipped).toEqual([{ studentId: w.s3.studentId, reason: expect.stringContaining('ชื่อพี่เลี้ยง') }]);
    const picked = await callRoute('POST', routes.bulkSend, {
      params,
      cookie: admin.cookie,
      body: { studentIds: [w.s3.studentId] },
      headers: IN_THAI,
    });
    expect(picked.status).toBe(409);
    expect(picked.body.message).toContain(`นิสิต ${w.s3.studentId}`);
    expect((await callRoute('POST', routes.bulkSend, { params, cookie: admin.cookie, body: {} })).status).toBe(400);
    expect(
      (await callRoute('POST', routes.bulkSend, { params: { sessionId: '999999' }, cookie: admin.cookie, body: { allNotSent: true } }))
        .status,
    ).toBe(404);

    const waiting = await callRoute('GET', routes.adminList, { params, cookie: admin.cookie, query: { state: 'WAITING_STUDENT' } });
    expect(waiting.body.meta.totalItem).toBe(2);
    const byCompany = await callRoute('GET', routes.adminList, {
      params,
      cookie: admin.cookie,
      query: { companyId: String(w.otherCompany.companyId) },
    });
    expect(byCompany.body.items.map((i: { studentId: string }) => i.studentId)).toEqual([w.s3.studentId]);
    const searched = await callRoute('GET', routes.adminList, { params, cookie: admin.cookie, query: { search: w.s2.studentId! } });
    expect(searched.body.meta.totalItem).toBe(1);
    expect((await callRoute('GET', routes.adminList, { params, cookie: admin.cookie, query: { state: 'NOPE' } })).status).toBe(400);
    expect((await callRoute('GET', routes.adminList, { params: { sessionId: '999999' }, cookie: admin.cookie })).status).toBe(404);

    const exported = await callRoute('GET', routes.adminExport, {
      params,
      cookie: admin.cookie,
      query: { format: 'csv' },
      headers: IN_THAI,
    });
    expect(exported.status).toBe(200);
    expect(String(exported.body)).toContain('รอนิสิตลงนาม');

    const reminded = await callRoute('POST', routes.bulkRemind, {
      params,
      cookie: admin.cookie,
      body: { studentIds: [w.s1.studentId, w.s3.studentId] },
    });
    expect(reminded.status).toBe(200);
    expect(reminded.body.ids).toEqual([w.s1.studentId]);
    expect(reminded.body.skipped[0].reason).toContain('ไม่ได้รอการลงนาม');
    const again = await callRoute('POST', routes.bulkRemind, { params, cookie: admin.cookie, body: { studentIds: [w.s1.studentId] } });
    expect(again.body.count).toBe(0);
    expect(again.body.skipped[0].reason).toContain('วันละครั้ง');
    const reminders = await db
      .select()
      .from(notifications)
      .where(like(notifications.eventKey, `agreement:${sessionId}:%:remind:%`));
    expect(reminders.map((n) => n.recipientId)).toEqual([w.s1.studentId]);
    expect((await callRoute('POST', routes.bulkRemind, { params, cookie: admin.cookie, body: { studentIds: [] } })).status).toBe(400);

    for (const role of ['student', 'company_user', 'external_user'] as const) {
      expect((await callRoute('GET', routes.adminList, { params, cookie: people[role].cookie })).status).toBe(403);
      expect((await callRoute('POST', routes.bulkSend, { params, cookie: people[role].cookie, body: { allNotSent: true } })).status).toBe(
        403,
      );
      expect(
        (await callRoute('POST', routes.bulkRemind, { params, cookie: people[role].cookie, body: { studentIds: ['1'] } })).status,
      ).toBe(403);
    }
    expect((await callRoute('GET', routes.adminList, { params })).status).toBe(401);
  });

  it('the scheduler reminds whoever must sign next 3 days after sending, then weekly, once per reminder', async () => {
    const w = await createAgreementWorld(db);
    const { sessionId } = w.session;
    const sent = await send(sessionId, w.s1.studentId!, admin.cookie);
    const sentAt = new Date(sent.body.sentAt).getTime();
    const day = 24 * 3600 * 1000;
    const ours = async () =>
      db
        .select()
        .from(notifications)
        .where(like(notifications.eventKey, `agreement:${sessionId}:${w.a.openingId}:%:auto-remind:%`));
    await notifyAgreementReminders({ db, now: new Date(sentAt + 2 * day) });
    expect(await ours()).toHaveLength(0);
    await notifyAgreementReminders({ db, now: new Date(sentAt + 3 * day + 1000) });
    await notifyAgreementReminders({ db, now: new Date(sentAt + 4 * day) });
    expect((await ours()).map((n) => n.recipientId)).toEqual([w.s1.studentId]);
    await signAsStudent(sessionId, w.s1, { fullName: thaiNameOf(w.s1), documentSha256: sent.body.documentSha256 });
    await notifyAgreementReminders({ db, now: new Date(sentAt + 10 * day + 1000) });
    const after = await ours();
    expect(after).toHaveLength(2);
    expect(after.map((n) => n.recipientId)).toContain(w.companyUser.platformUid);
  });
});
