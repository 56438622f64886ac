import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as openingApplicationsCsv } from '@/app/api/admin/reports/opening-applications-by-company/[sessionId]/[round]/csv/route';
import { GET as studentsProgressCsv } from '@/app/api/admin/reports/students-application-progress/[sessionId]/[round]/csv/route';
import type { Database } from '@/db/client';
import type { RouteHandler } from '@/server/http';
import { setReportBatchSizeForTests } from '@/server/reports/report-table';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createReportWorld, parseCsvWithBom } from '../../support/report-fixtures';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let world: Awaited<ReturnType<typeof createReportWorld>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  world = await createReportWorld(db);
});

afterEach(() => setReportBatchSizeForTests(1000));

function call(handler: RouteHandler, name: string, options: { sessionId?: string; round?: string; cookie?: string | null } = {}) {
  const sessionId = options.sessionId ?? String(world.session.sessionId);
  const round = options.round ?? '1';
  return callRoute('GET', handler, {
    path: `/api/admin/reports/${name}/${sessionId}/${round}/csv`,
    params: { sessionId, round },
    cookie: options.cookie === null ? undefined : (options.cookie ?? people.admin.cookie),
  });
}

/** The raw bytes of a 200 answer: callRoute decodes text, so the handler is called directly to see the BOM. */
async function csvBytes(handler: RouteHandler, name: string, round = '1') {
  const sessionId = String(world.session.sessionId);
  const response = await handler(
    new Request(`http://localhost:3000/api/admin/reports/${name}/${sessionId}/${round}/csv`, { headers: { cookie: people.admin.cookie } }),
    {
      params: Promise.resolve({ sessionId, round }),
    },
  );
  expect(response.status).toBe(200);
  return { response, rows: parseCsvWithBom(new Uint8Array(await response.arrayBuffer())) };
}

const PROGRESS_HEADER = [
  'รหัสนิสิต',
  'ชื่อ-นามสกุล (ไทย)',
  'ชื่อ-นามสกุล (อังกฤษ)',
  'ปีที่เข้าศึกษา',
  'อีเมล',
  'สถานะการลงทะเบียน',
  'ส่งอันดับในครั้งนี้แล้ว',
  'การดำเนินการล่าสุด',
  'เวลาดำเนินการล่าสุด',
  'จำนวนใบสมัคร',
  'จำนวนบริษัทที่สมัคร',
  'ตำแหน่งงานที่ได้รับ',
  'บริษัทที่ได้รับ',
];

describe('GET /api/admin/reports/students-application-progress/{sessionId}/{round}/csv', () => {
  it('answers 200 with a UTF-8 CSV with BOM: one row per enrolled student, Thai names intact', async () => {
    const { response, rows } = await csvBytes(studentsProgressCsv, 'students-application-progress');

    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('ความคืบหน้าการสมัครของนิสิต-ฝึกงานภาคฤดูร้อน-รอบที่-1.csv')}`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(rows[0]).toEqual(PROGRESS_HEADER);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['6600000001', '6600000002', '6600000003', '6600000004']);
    expect(rows[1]).toEqual([
      '6600000001',
      'นางสาว สมหญิง ใจดี',
      'Somying Jaidee',
      '2566',
      '6600000001@student.example.com',
      'จับคู่สำเร็จ',
      'ใช่',
      'ส่งอันดับ',
      '5 ม.ค. 2570 เวลา 10:00 น.',
      '2',
      '2',
      'นักพัฒนาซอฟต์แวร์',
      'บริษัท ก้าวหน้า จำกัด',
    ]);
    // Unsubmitted by an admin: not in, and the cancelled application no longer counts.
    expect(rows[2].slice(5, 11)).toEqual(['รอจัดอันดับ', 'ไม่ใช่', 'ผู้ดูแลระบบยกเลิกการส่ง', '5 ม.ค. 2570 เวลา 12:00 น.', '0', '0']);
    expect(rows[3].slice(5, 11)).toEqual(['รอจัดอันดับ', 'ไม่ใช่', '', '', '0', '0']);
    // A name Excel would run as a formula is neutralised.
    expect(rows[4][1]).toBe("'=1+1 ทดสอบ");
  });

  it('reads in keyset batches with the same result', async () => {
    const whole = (await csvBytes(studentsProgressCsv, 'students-application-progress')).rows;
    setReportBatchSizeForTests(1);
    expect((await csvBytes(studentsProgressCsv, 'students-application-progress')).rows).toEqual(whole);
  });

  it('shows a later round of the group with nothing submitted yet', async () => {
    const { rows } = await csvBytes(studentsProgressCsv, 'students-application-progress', '2');
    expect(rows).toHaveLength(5);
    expect(rows.slice(1).map((row) => row[6])).toEqual(['ไม่ใช่', 'ไม่ใช่', 'ไม่ใช่', 'ไม่ใช่']);
  });
});

describe('GET /api/admin/reports/opening-applications-by-company/{sessionId}/{round}/csv', () => {
  it('answers 200 with one row per non-draft opening by company, counting only ACTIVE applications', async () => {
    const { response, rows } = await csvBytes(openingApplicationsCsv, 'opening-applications-by-company');

    expect(response.headers.get('content-disposition')).toContain(`filename="`);
    expect(rows[0]).toEqual([
      'รหัสบริษัท',
      'ชื่อบริษัท (ไทย)',
      'ชื่อบริษัท (อังกฤษ)',
      'รหัสตำแหน่งงาน',
      'ตำแหน่งงาน',
      'สถานะตำแหน่งงาน',
      'จำนวนที่รับ',
      'จำนวนที่เหลือ',
      'จำนวนใบสมัคร',
      'จำนวนที่เลือกเป็นอันดับ 1',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        String(world.kaona.companyId),
        'บริษัท ก้าวหน้า จำกัด',
        'Kaona Co., Ltd.',
        String(world.developer.openingId),
        'นักพัฒนาซอฟต์แวร์',
        'ส่งอันดับแล้ว',
        '2',
        '1',
        '2',
        '2',
      ],
      [
        String(world.khaohom.companyId),
        'บริษัท ข้าวหอม จำกัด',
        'Khaohom Co., Ltd.',
        String(world.designer.openingId),
        'นักออกแบบ',
        'เผยแพร่แล้ว',
        '1',
        '1',
        '1',
        '0',
      ],
      [
        String(world.khaohom.companyId),
        'บริษัท ข้าวหอม จำกัด',
        'Khaohom Co., Ltd.',
        String(world.withdrawn.openingId),
        'ตำแหน่งที่ถอน',
        'ถอนแล้ว',
        '1',
        '1',
        '0',
        '0',
      ],
    ]);
  });

  it('reads in keyset batches with the same result', async () => {
    const whole = (await csvBytes(openingApplicationsCsv, 'opening-applications-by-company')).rows;
    setReportBatchSizeForTests(1);
    expect((await csvBytes(openingApplicationsCsv, 'opening-applications-by-company')).rows).toEqual(whole);
  });
});

describe.each([
  ['students-application-progress', studentsProgressCsv],
  ['opening-applications-by-company', openingApplicationsCsv],
] as const)('GET /api/admin/reports/%s/{sessionId}/{round}/csv errors', (name, handler) => {
  it('answers 404 for an unknown session or round, 400 for a bad round', async () => {
    const unknown = await call(handler, name, { sessionId: '999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Session not found' });
    expect((await call(handler, name, { round: '3' })).status).toBe(404);
    for (const bad of [{ round: '0' }, { round: '-1' }, { round: '1.5' }]) {
      const answer = await call(handler, name, bad);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
  });
});
