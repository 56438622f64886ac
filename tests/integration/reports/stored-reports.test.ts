import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as companyMatchingResults } from '@/app/api/admin/reports/company-matching-results/[sessionId]/[round]/route';
import { GET as companyOpeningRatio } from '@/app/api/admin/reports/company-opening-ratio/[sessionGroupId]/route';
import { GET as companyRankingDrafts } from '@/app/api/admin/reports/company-ranking-drafts/[sessionId]/[round]/route';
import { GET as companyRankingProgress } from '@/app/api/admin/reports/company-ranking-progress/[sessionId]/[round]/route';
import { GET as openingApplications } from '@/app/api/admin/reports/opening-applications-by-company/[sessionId]/[round]/route';
import { GET as studentMatchingResults } from '@/app/api/admin/reports/student-matching-results/[sessionId]/[round]/route';
import { GET as studentsProgress } from '@/app/api/admin/reports/students-application-progress/[sessionId]/[round]/route';
import type { Database } from '@/db/client';
import { files } from '@/db/schema';
import type { RouteHandler } from '@/server/http';
import { computeCompanyOpeningRatio } from '@/server/openings';
import { setReportBatchSizeForTests } from '@/server/reports/report-table';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole, setEnvironment } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import {
  createReportWorld,
  followReportRedirect,
  parseCsvWithBom,
  readXlsx,
  withTemporaryFilesDirectory,
} from '../../support/report-fixtures';

withTemporaryFilesDirectory();

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let world: Awaited<ReturnType<typeof createReportWorld>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  world = await createReportWorld(db);
});

afterEach(() => setReportBatchSizeForTests(1000));

function callSessionReport(
  handler: RouteHandler,
  name: string,
  options: { sessionId?: string; round?: string; cookie?: string | null } = {},
) {
  const sessionId = options.sessionId ?? String(world.session.sessionId);
  const round = options.round ?? '1';
  return callRoute('GET', handler, {
    path: `/api/admin/reports/${name}/${sessionId}/${round}`,
    params: { sessionId, round },
    cookie: options.cookie === null ? undefined : (options.cookie ?? people.admin.cookie),
  });
}

function callRatio(options: { sessionGroupId?: string; cookie?: string | null } = {}) {
  const sessionGroupId = options.sessionGroupId ?? String(world.group.sessionGroupId);
  return callRoute('GET', companyOpeningRatio, {
    path: `/api/admin/reports/company-opening-ratio/${sessionGroupId}`,
    params: { sessionGroupId },
    cookie: options.cookie === null ? undefined : (options.cookie ?? people.admin.cookie),
  });
}

async function download(handler: RouteHandler, name: string, round = '1') {
  const answer = await callSessionReport(handler, name, { round });
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return followReportRedirect(db, answer);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('GET /api/admin/reports/students-application-progress/{sessionId}/{round}', () => {
  it('stores an .xlsx owned by the admin and answers 302 to a short-lived signed link', async () => {
    const before = new Date();
    const { response, bytes, location } = await download(studentsProgress, 'students-application-progress');

    expect(response.headers.get('content-type')).toBe(XLSX);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('ความคืบหน้าการสมัครของนิสิต-ฝึกงานภาคฤดูร้อน-รอบที่-1.xlsx'));
    const expires = Number(location.searchParams.get('expires'));
    expect(expires * 1000).toBeGreaterThan(before.getTime() + 4 * 60 * 1000);
    expect(expires * 1000).toBeLessThanOrEqual(Date.now() + 5 * 60 * 1000 + 1000);
    const fileId = Number(location.pathname.split('/').pop());
    const [file] = await db.select().from(files).where(eq(files.fileId, fileId));
    expect(file).toMatchObject({ type: 'GENERATED_REPORT', ownerPlatformUid: people.admin.platformUid, contentType: XLSX });

    const rows = await readXlsx(bytes);
    expect(rows[0][0]).toBe('รหัสนิสิต');
    expect(rows[1].slice(0, 3)).toEqual(['6600000001', 'นางสาว สมหญิง ใจดี', 'Somying Jaidee']);
    // Numbers stay numbers in the sheet; .xlsx cells are never formulas, so the probe is kept verbatim.
    expect(rows[1][9]).toBe(2);
    expect(rows[4][1]).toBe('=1+1 ทดสอบ');
    expect(rows).toHaveLength(5);
  });
});

describe('the link a stored report redirects to', () => {
  it('is on APP_URL, not on the address the server heard the request at (localhost behind a proxy)', async () => {
    const restore = setEnvironment({ APP_URL: 'http://intern.example.ac.th' });
    try {
      const answer = await callSessionReport(studentsProgress, 'students-application-progress');
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toMatch(/^http:\/\/intern\.example\.ac\.th\/api\/files\/\d+\?expires=\d+&signature=/);
    } finally {
      restore();
    }
  });
});

describe('GET /api/admin/reports/opening-applications-by-company/{sessionId}/{round}', () => {
  it('answers 302 to a stored .xlsx of the openings by company', async () => {
    const rows = await readXlsx((await download(openingApplications, 'opening-applications-by-company')).bytes);
    expect(rows[0][1]).toBe('ชื่อบริษัท (ไทย)');
    expect(rows.slice(1).map((row) => [row[4], row[8]])).toEqual([
      ['นักพัฒนาซอฟต์แวร์', 2],
      ['นักออกแบบ', 1],
      ['ตำแหน่งที่ถอน', 0],
    ]);
  });
});

describe('GET /api/admin/reports/company-ranking-progress/{sessionId}/{round}', () => {
  it('answers 302 to a stored CSV with BOM, the openings not yet submitted first', async () => {
    const { response, bytes } = await download(companyRankingProgress, 'company-ranking-progress');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parseCsvWithBom(bytes);
    expect(rows[0]).toEqual([
      'สถานะการจัดอันดับ',
      'รหัสบริษัท',
      'ชื่อบริษัท',
      'รหัสตำแหน่งงาน',
      'ตำแหน่งงาน',
      'สถานะตำแหน่งงาน',
      'จำนวนใบสมัคร',
      'จำนวนที่เลือก',
      'จำนวนที่ไม่รับ',
      'ดำเนินการล่าสุดเมื่อ',
      'ดำเนินการโดย',
      'อีเมลผู้ใช้ของบริษัท',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        'ยังไม่ส่ง',
        String(world.khaohom.companyId),
        'บริษัท ข้าวหอม จำกัด',
        String(world.designer.openingId),
        'นักออกแบบ',
        'เผยแพร่แล้ว',
        '1',
        '',
        '',
        '',
        '',
        '',
      ],
      [
        'ส่งแล้ว',
        String(world.kaona.companyId),
        'บริษัท ก้าวหน้า จำกัด',
        String(world.developer.openingId),
        'นักพัฒนาซอฟต์แวร์',
        'ส่งอันดับแล้ว',
        '2',
        '1',
        '1',
        '8 ม.ค. 2570 เวลา 10:00 น.',
        'hr@kaona.example.com',
        'hr@kaona.example.com',
      ],
    ]);
  });

  it('counts an unsubmitted ranking as waiting again in round 2', async () => {
    const rows = parseCsvWithBom((await download(companyRankingProgress, 'company-ranking-progress', '2')).bytes);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['ยังไม่ส่ง', 'ยังไม่ส่ง']);
  });
});

describe('GET /api/admin/reports/company-ranking-drafts/{sessionId}/{round}', () => {
  it('answers 302 to a stored .xlsx of the draft items of ACTIVE applications', async () => {
    const rows = await readXlsx((await download(companyRankingDrafts, 'company-ranking-drafts')).bytes);
    expect(rows[0]).toEqual([
      'รหัสบริษัท',
      'ชื่อบริษัท',
      'รหัสตำแหน่งงาน',
      'ตำแหน่งงาน',
      'ลำดับในร่าง',
      'รหัสใบสมัคร',
      'รหัสนิสิต',
      'ชื่อ-นามสกุล (ไทย)',
      'ชื่อ-นามสกุล (อังกฤษ)',
      'อันดับที่นิสิตเลือก',
      'บริษัทส่งอันดับแล้ว',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        world.khaohom.companyId,
        'บริษัท ข้าวหอม จำกัด',
        world.designer.openingId,
        'นักออกแบบ',
        1,
        world.applications.somyingDesigner.applicationId,
        '6600000001',
        'นางสาว สมหญิง ใจดี',
        'Somying Jaidee',
        2,
        'ไม่ใช่',
      ],
    ]);
  });
});

describe('GET /api/admin/reports/student-matching-results/{sessionId}/{round}', () => {
  it('answers 302 to a stored CSV with BOM of every student with a result', async () => {
    setReportBatchSizeForTests(1);
    const rows = parseCsvWithBom((await download(studentMatchingResults, 'student-matching-results')).bytes);
    expect(rows[0]).toEqual([
      'รหัสนิสิต',
      'ชื่อ-นามสกุล (ไทย)',
      'ชื่อ-นามสกุล (อังกฤษ)',
      'อีเมล',
      'ผลการจับคู่',
      'รหัสตำแหน่งงาน',
      'ตำแหน่งงาน',
      'รหัสบริษัท',
      'ชื่อบริษัท',
      'อันดับที่นิสิตเลือก',
      'วิธีจับคู่',
      'บันทึกผลเมื่อ',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 11))).toEqual([
      [
        '6600000001',
        'นางสาว สมหญิง ใจดี',
        'Somying Jaidee',
        '6600000001@student.example.com',
        'จับคู่สำเร็จ',
        String(world.developer.openingId),
        'นักพัฒนาซอฟต์แวร์',
        String(world.kaona.companyId),
        'บริษัท ก้าวหน้า จำกัด',
        '1',
        'อัลกอริทึม',
      ],
      ['6600000004', "'=1+1 ทดสอบ", 'Formula Probe', '6600000004@student.example.com', 'จับคู่ไม่สำเร็จ', '', '', '', '', '', 'อัลกอริทึม'],
    ]);
  });
});

describe('GET /api/admin/reports/company-matching-results/{sessionId}/{round}', () => {
  it('answers 302 to a stored .xlsx of the students matched to each opening, with both ranks', async () => {
    const rows = await readXlsx((await download(companyMatchingResults, 'company-matching-results')).bytes);
    expect(rows[0][0]).toBe('รหัสบริษัท');
    expect(rows[0][12]).toBe('อันดับที่บริษัทให้');
    expect(rows.slice(1)).toEqual([
      [
        world.kaona.companyId,
        'บริษัท ก้าวหน้า จำกัด',
        'Kaona Co., Ltd.',
        world.developer.openingId,
        'นักพัฒนาซอฟต์แวร์',
        2,
        '6600000001',
        'นางสาว สมหญิง ใจดี',
        'Somying Jaidee',
        '6600000001@student.example.com',
        undefined, // no phone: an empty cell
        1,
        1,
        'อัลกอริทึม',
      ],
    ]);
  });
});

describe('GET /api/admin/reports/company-opening-ratio/{sessionGroupId}', () => {
  it('answers 302 to a stored .xlsx with each company’s ratio per session, agreeing with the openings domain', async () => {
    const { bytes } = await followReportRedirect(db, await callRatio());
    const rows = await readXlsx(bytes);
    expect(rows[0]).toEqual([
      'รหัสบริษัท',
      'ชื่อบริษัท (ไทย)',
      'ชื่อบริษัท (อังกฤษ)',
      'รหัสรอบ',
      'รอบการฝึกงาน',
      'จำนวนที่รับในรอบนี้',
      'จำนวนที่รับทั้งกลุ่มรอบ',
      'สัดส่วน',
      'สัดส่วนขั้นต่ำ',
      'ผ่านเกณฑ์',
    ]);
    const body = rows.slice(1);
    expect(body.map((row) => [row[0], row[3], row[5], row[6], row[7], row[8], row[9]])).toEqual([
      [world.kaona.companyId, world.session.sessionId, 2, 3, 0.6667, 0.5, 'ใช่'],
      [world.kaona.companyId, world.otherSession.sessionId, 1, 3, 0.3333, 0.3, 'ใช่'],
      [world.khaohom.companyId, world.session.sessionId, 1, 1, 1, 0.5, 'ใช่'],
      [world.khaohom.companyId, world.otherSession.sessionId, 0, 1, 0, 0.3, 'ใช่'],
    ]);
    for (const company of [world.kaona, world.khaohom]) {
      const expected = await computeCompanyOpeningRatio({ db, companyId: company.companyId, sessionGroupId: world.group.sessionGroupId });
      const mine = body.filter((row) => row[0] === company.companyId);
      expect(mine.map((row) => [row[3], row[5], row[7], row[8], row[9] === 'ใช่'])).toEqual(
        expected.map((item) => [item.sessionId, item.publishedQuota, item.ratio, item.minimumCompanyOpeningRatio, item.isSatisfied]),
      );
    }
  });

  it('answers a header-only sheet for a group where nobody publishes', async () => {
    const { bytes } = await followReportRedirect(db, await callRatio({ sessionGroupId: String(world.emptyGroup.sessionGroupId) }));
    expect(await readXlsx(bytes)).toHaveLength(1);
  });

  it('answers 404 for an unknown group, 400 for a fractional id', async () => {
    const unknown = await callRatio({ sessionGroupId: '999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Session group not found' });
    expect((await callRatio({ sessionGroupId: '1.5' })).status).toBe(400);
  });
});

describe.each([
  ['students-application-progress', studentsProgress],
  ['opening-applications-by-company', openingApplications],
  ['company-ranking-progress', companyRankingProgress],
  ['company-ranking-drafts', companyRankingDrafts],
  ['student-matching-results', studentMatchingResults],
  ['company-matching-results', companyMatchingResults],
] as const)('GET /api/admin/reports/%s/{sessionId}/{round} errors', (name, handler) => {
  it('answers 404 for an unknown session or round, 400 for round 0, storing nothing', async () => {
    const [{ total: before }] = await db.$count(files).then((total) => [{ total }]);
    expect((await callSessionReport(handler, name, { sessionId: '999999' })).body).toEqual({ message: 'Session not found' });
    const unknownRound = await callSessionReport(handler, name, { round: '3' });
    expect(unknownRound.status).toBe(404);
    expect((await callSessionReport(handler, name, { round: '0' })).status).toBe(400);
    expect(await db.$count(files)).toBe(before);
  });
});
