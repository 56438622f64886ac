// The placement term's notices in their recipient's language (accounts.locale, docs/languages.md): the agreement's
// notices, the placement's details, a released evaluation; the mentor's mail (no account) in Thai, then in English.
// A Thai reader gets the Thai these notices always had.
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { accounts, notifications } from '@/db/schema';
import { datesFor } from '@/lib/dates';
import { runNotificationSchedule } from '@/server/notifications';
import { callRoute } from '../../support/api';
import { createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import {
  createAgreementWorld,
  englishNameOf,
  routes,
  send,
  signAsCompany,
  signAsStudent,
  thaiNameOf,
  uploadScan,
} from '../agreements/agreement-world';
import {
  createEvaluationWorld,
  currentToken,
  FULL_ANSWERS,
  publicPost,
  requestsOf,
  routes as evaluationRoutes,
} from '../evaluations/evaluation-world';
import { sampleBytes, setUpTemporaryFilesDir } from '../files/file-support';
import { companyPatch, createPlacementWorld, FILLED } from '../placements/placement-world';

setUpTemporaryFilesDir();

// The fixtures' companies: the Thai names the worlds give them, the English name every fixture company has.
const COMPANY_TH = 'บริษัท ฝึกงาน จำกัด';
const OTHER_COMPANY_TH = 'บริษัท อื่น จำกัด';
const COMPANY_EN = 'Test Co., Ltd.';

let db: Database;
let admin: TestPerson;

beforeAll(async () => {
  db = (await testDatabase()).db;
  admin = await createPerson(db, 'admin');
});

const readsIn = (person: TestPerson, locale: 'th' | 'en') =>
  db.update(accounts).set({ locale }).where(eq(accounts.platformUid, person.platformUid));
const noticesOf = (recipientId: string, eventKey: string) =>
  db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), like(notifications.eventKey, eventKey)));

describe('the agreement notices', () => {
  it('reach an English reader in English and a Thai one in the Thai they always had', async () => {
    const w = await createAgreementWorld(db);
    const { sessionId } = w.session;
    const s1 = w.s1.studentId!;
    const company = w.companyUser.platformUid;
    await readsIn(w.s1, 'en');
    await readsIn(w.companyUser, 'th');

    const sent = await send(sessionId, s1, admin.cookie);
    expect(sent.status).toBe(200);
    const sentKey = `agreement:${sessionId}:${w.a.openingId}:sent:%`;
    expect(await noticesOf(s1, sentKey)).toEqual([
      {
        title: `The internship agreement with ${COMPANY_EN} is ready to sign`,
        body: `The internship agreement of ${englishNameOf(w.s1)} for ตำแหน่ง A at ${COMPANY_EN}\nSign it online by typing your full name, or print, sign and upload the scan.`,
      },
    ]);
    expect(await noticesOf(company, sentKey)).toEqual([
      {
        title: `สัญญาฝึกงานกับ ${COMPANY_TH} พร้อมให้ลงนาม`,
        body: `สัญญาฝึกงานของ ${thaiNameOf(w.s1)} ตำแหน่ง ตำแหน่ง A ที่ ${COMPANY_TH}\nลงนามออนไลน์โดยพิมพ์ชื่อ-นามสกุล หรือพิมพ์ ลงนาม แล้วอัปโหลดฉบับสแกน`,
      },
    ]);

    // The office's reminder goes to the student, who signs first.
    const reminded = await callRoute('POST', routes.bulkRemind, {
      params: { sessionId: String(sessionId) },
      cookie: admin.cookie,
      body: { studentIds: [s1] },
    });
    expect(reminded.body.ids).toEqual([s1]);
    expect(await noticesOf(s1, `agreement:${sessionId}:%:remind:%`)).toEqual([
      {
        title: `Reminder: the internship agreement of ${englishNameOf(w.s1)} awaits signing`,
        body: `The internship agreement for ตำแหน่ง A at ${COMPANY_EN} still awaits your signature.\nSign it online, or print, sign and upload the scan.`,
      },
    ]);

    const body = { fullName: thaiNameOf(w.s1), documentSha256: sent.body.documentSha256 };
    expect((await signAsStudent(sessionId, w.s1, body)).status).toBe(200);
    expect(await noticesOf(company, '%:signed:student')).toEqual([
      { title: `${thaiNameOf(w.s1)} ลงนามสัญญาฝึกงานแล้ว`, body: `สัญญาฝึกงานของ ${thaiNameOf(w.s1)} ตำแหน่ง ตำแหน่ง A ที่ ${COMPANY_TH}` },
    ]);
    expect((await signAsCompany(sessionId, s1, w.companyUser, { ...body, fullName: 'นายบริษัท ลงนาม' })).status).toBe(200);
    expect(await noticesOf(s1, '%:signed:company')).toEqual([
      {
        title: `${COMPANY_EN} signed the internship agreement`,
        body: `The internship agreement of ${englishNameOf(w.s1)} for ตำแหน่ง A at ${COMPANY_EN}`,
      },
    ]);

    // The other way round: the company's user reads English, s2 has not chosen (Thai).
    const s2 = w.s2.studentId!;
    await readsIn(w.companyUser, 'en');
    expect((await send(sessionId, s2, admin.cookie)).status).toBe(200);
    const [companySent] = await noticesOf(company, sentKey).then((rows) => rows.filter((row) => row.body.includes(englishNameOf(w.s2))));
    expect(companySent.title).toBe(`The internship agreement with ${COMPANY_EN} is ready to sign`);
    expect((await noticesOf(s2, sentKey))[0].title).toBe(`สัญญาฝึกงานกับ ${COMPANY_TH} พร้อมให้ลงนาม`);
    await uploadScan('student', w.s2.cookie, sampleBytes('pdf', 200), 'scan.pdf');
    const attached = await callRoute('POST', routes.studentScan, { params: { sessionId: String(sessionId) }, cookie: w.s2.cookie });
    expect(attached.status).toBe(200);
    expect(await noticesOf(company, `agreement:${sessionId}:${w.a.openingId}:scan:%`)).toEqual([
      {
        title: `The signed scan of the internship agreement of ${englishNameOf(w.s2)} was uploaded`,
        body: `The internship agreement of ${englishNameOf(w.s2)} at ${COMPANY_EN} awaits the office's check`,
      },
    ]);
  });
});

describe('the placement details notice', () => {
  it('names the company and the dates in the student’s language', async () => {
    const w = await createPlacementWorld(db);
    const { sessionId } = w.session;
    await readsIn(w.s1, 'en');
    expect((await companyPatch(sessionId, w.s1.studentId!, w.companyUser, { version: 0, ...FILLED })).status).toBe(200);
    expect((await companyPatch(sessionId, w.s2.studentId!, w.companyUser, { version: 0, ...FILLED })).status).toBe(200);
    const en = datesFor('en');
    const th = datesFor('th');
    expect(await noticesOf(w.s1.studentId!, 'placement:%:details')).toEqual([
      {
        title: `${COMPANY_EN} filled in your internship details`,
        body: `ตำแหน่ง A at ${COMPANY_EN}\nInternship from ${en.formatDate(FILLED.startDate)} to ${en.formatDate(FILLED.endDate)}, mentor ${FILLED.mentorName}\nPlease check and confirm your internship.`,
      },
    ]);
    expect(await noticesOf(w.s2.studentId!, 'placement:%:details')).toEqual([
      {
        title: `${COMPANY_TH} กรอกข้อมูลการฝึกงานแล้ว`,
        body: `ตำแหน่ง ตำแหน่ง A ของ ${COMPANY_TH}\nฝึกงาน ${th.formatDate(FILLED.startDate)} ถึง ${th.formatDate(FILLED.endDate)} พี่เลี้ยง ${FILLED.mentorName}\nโปรดตรวจสอบและยืนยันการฝึกงาน`,
      },
    ]);
  });
});

describe('the evaluation notices', () => {
  it('mails the mentor in Thai then English; tells the student of a release in their language', async () => {
    const w = await createEvaluationWorld(db, admin.cookie);
    const sessionId = String(w.session.sessionId);
    await readsIn(w.s1, 'en');
    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    const requests = await requestsOf(db, w.session.sessionId);
    const s1Request = requests.find((row) => row.studentId === w.s1.studentId)!;
    const s3Request = requests.find((row) => row.studentId === w.s3.studentId)!;
    const mentorMails = (requestId: number) =>
      db
        .select({ title: notifications.title, body: notifications.body })
        .from(notifications)
        .where(eq(notifications.recipientId, `evaluation:${requestId}`));
    const [mail] = await mentorMails(s1Request.requestId);
    expect(mail.title).toBe(`ประเมินกลางภาค นิสิตฝึกงาน ${thaiNameOf(w.s1)} / Mid-term evaluation of your intern ${englishNameOf(w.s1)}`);
    const [thai, english] = mail.body.split('\n\n');
    const due = s1Request.dueDate;
    const until = s1Request.tokenExpiresAt!;
    expect(thai).toBe(
      [
        `เรียนพี่เลี้ยงของ ${thaiNameOf(w.s1)} (ตำแหน่ง A, ${COMPANY_TH})`,
        'ขอความกรุณาประเมินนิสิตฝึกงาน (ประเมินกลางภาค) ผ่านปุ่มด้านล่าง',
        `กำหนดส่ง ${datesFor('th').formatDate(due)} ลิงก์ใช้ได้ถึง ${datesFor('th').formatDate(until)} ไม่ต้องเข้าสู่ระบบ และส่งได้ครั้งเดียว`,
      ].join('\n'),
    );
    expect(english).toBe(
      [
        `Dear mentor of ${englishNameOf(w.s1)} (ตำแหน่ง A, ${COMPANY_EN}),`,
        'Please evaluate your intern (mid-term evaluation) using the button below.',
        `Due ${datesFor('en').formatDate(due)}. The link works until ${datesFor('en').formatDate(until)}, needs no sign-in and can be submitted once.`,
      ].join('\n'),
    );

    // The office re-sends s3's link: the same two languages, with s3's names.
    const resent = await callRoute('POST', evaluationRoutes.sendRoute, {
      params: { sessionId },
      cookie: admin.cookie,
      body: { studentId: w.s3.studentId, kind: 'MIDTERM' },
    });
    expect(resent.status).toBe(200);
    const s3Mails = await mentorMails(s3Request.requestId);
    expect(s3Mails).toHaveLength(2);
    for (const row of s3Mails) {
      expect(row.title).toBe(`ประเมินกลางภาค นิสิตฝึกงาน ${thaiNameOf(w.s3)} / Mid-term evaluation of your intern ${englishNameOf(w.s3)}`);
      expect(row.body).toContain(`เรียนพี่เลี้ยงของ ${thaiNameOf(w.s3)} (ตำแหน่ง X, ${OTHER_COMPANY_TH})`);
      expect(row.body).toContain(`Dear mentor of ${englishNameOf(w.s3)} (ตำแหน่ง X, ${COMPANY_EN}),`);
    }

    // Both mentors submit; the office releases both: s1 reads English, s3 (not chosen) Thai.
    const [s3Now] = await requestsOf(db, w.session.sessionId, w.s3.studentId!);
    for (const request of [s1Request, s3Now]) expect((await publicPost(currentToken(request), { answers: FULL_ANSWERS })).status).toBe(200);
    const released = await callRoute('POST', evaluationRoutes.releaseRoute, {
      params: { sessionId },
      cookie: admin.cookie,
      body: { requestIds: [s1Request.requestId, s3Request.requestId] },
    });
    expect(released.body.count).toBe(2);
    expect(await noticesOf(w.s1.studentId!, `evaluation-released:r${s1Request.requestId}`)).toEqual([
      {
        title: "Your mentor's mid-term evaluation is ready to read",
        body: `Your mentor at ${COMPANY_EN} evaluated your internship (${w.session.title}).\nRead the answers on your internship page.`,
      },
    ]);
    expect(await noticesOf(w.s3.studentId!, `evaluation-released:r${s3Request.requestId}`)).toEqual([
      {
        title: 'ผลประเมินกลางภาคจากพี่เลี้ยงพร้อมให้ดูแล้ว',
        body: `พี่เลี้ยงที่ ${OTHER_COMPANY_TH} ประเมินการฝึกงานของคุณ (${w.session.title}) แล้ว\nดูคำตอบได้ที่หน้าการฝึกงานของคุณ`,
      },
    ]);
  });
});
