// The placement report (docs/employer-ratings.md § report): one row per placement of the round, with its details,
// agreement and evaluations read in one statement per page; CSV with BOM.
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as placementsCsv } from '@/app/api/admin/reports/placements/[sessionId]/[round]/csv/route';
import type { Database } from '@/db/client';
import { evaluationForms, evaluationRequests, placementAgreements } from '@/db/schema';
import { setReportBatchSizeForTests } from '@/server/reports/report-table';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole, createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { parseCsvWithBom } from '../../support/report-fixtures';
import { adminEnd, adminPatch, createPlacementWorld, FILLED, type PlacementWorld } from '../placements/placement-world';

let db: Database;
let admin: TestPerson;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let world: PlacementWorld;

const HEADER = [
  'รหัสนิสิต',
  'ชื่อ-นามสกุล (ไทย)',
  'ชื่อ-นามสกุล (อังกฤษ)',
  'บริษัท',
  'ตำแหน่งงาน',
  'รอบที่จับคู่',
  'ที่มาของผลการจับคู่',
  'วันเริ่มฝึกงาน',
  'วันสิ้นสุดการฝึกงาน',
  'ชื่อพี่เลี้ยง',
  'อีเมลพี่เลี้ยง',
  'โทรศัพท์พี่เลี้ยง',
  'รูปแบบการทำงาน',
  'สถานะการฝึกงาน',
  'สถานะหนังสือข้อตกลง',
  'การประเมินกลางภาค',
  'คะแนนประเมินกลางภาค',
  'การประเมินปลายภาค',
  'คะแนนประเมินปลายภาค',
];

beforeAll(async () => {
  db = (await testDatabase()).db;
  admin = await createPerson(db, 'admin');
  people = await createPeopleOfEveryRole(db);
  world = await createPlacementWorld(db);
  const sessionId = world.session.sessionId;
  expect((await adminPatch(sessionId, world.s1.studentId!, admin.cookie, { version: 0, ...FILLED })).status).toBe(200);
  expect((await adminEnd(sessionId, world.s3.studentId!, admin.cookie, { reason: 'ย้ายที่ฝึกงาน' })).status).toBe(200);
  await db.insert(placementAgreements).values({
    sessionId,
    studentId: world.s1.studentId!,
    openingId: world.a.openingId,
    sentAt: new Date('2027-05-01T03:00:00Z'),
    studentSignedAt: new Date('2027-05-02T03:00:00Z'),
  });
  const [form] = await db
    .insert(evaluationForms)
    .values({
      sessionGroupId: world.group.sessionGroupId,
      kind: 'MIDTERM',
      titleTh: 'ประเมินกลางภาค',
      titleEn: 'Midterm',
      sections: [],
      dueBasis: 'START_DATE',
    })
    .returning();
  await db.insert(evaluationRequests).values({
    sessionId,
    studentId: world.s1.studentId!,
    openingId: world.a.openingId,
    formId: form.formId,
    dueDate: new Date('2027-06-30T10:00:00Z'),
    sentAt: new Date('2027-06-20T10:00:00Z'),
    submittedAt: new Date('2027-06-25T10:00:00Z'),
    score: '87.50',
  });
});

const call = (cookie?: string, sessionId = String(world.session.sessionId), round = '1') =>
  callRoute('GET', placementsCsv, {
    path: `/api/admin/reports/placements/${sessionId}/${round}/csv`,
    params: { sessionId, round },
    cookie,
  });

async function csvRows() {
  const sessionId = String(world.session.sessionId);
  const response = await placementsCsv(
    new Request(`http://localhost:3000/api/admin/reports/placements/${sessionId}/1/csv`, { headers: { cookie: admin.cookie } }),
    { params: Promise.resolve({ sessionId, round: '1' }) },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/csv');
  return parseCsvWithBom(new Uint8Array(await response.arrayBuffer()));
}

describe('GET /api/admin/reports/placements/{sessionId}/{round}/csv', () => {
  it('one row per placement, with its details, agreement and evaluations', async () => {
    const rows = await csvRows();
    expect(rows[0]).toEqual(HEADER);
    const body = rows.slice(1);
    expect(body.map((row) => row[0]).sort()).toEqual([world.s1.studentId, world.s2.studentId, world.s3.studentId].sort());
    const s1 = body.find((row) => row[0] === world.s1.studentId)!;
    expect(s1.slice(3)).toEqual([
      'บริษัท ฝึกงาน จำกัด',
      'ตำแหน่ง A',
      '1',
      'อัลกอริทึม',
      expect.stringContaining('2570'),
      expect.stringContaining('2570'),
      FILLED.mentorName,
      FILLED.mentorEmail,
      FILLED.mentorPhone,
      'ผสมผสาน',
      'บริษัทกรอกข้อมูลแล้ว',
      'รอบริษัทลงนาม',
      'ประเมินแล้ว',
      '87.5',
      'ยังไม่ถึงกำหนด',
      '',
    ]);
    const s3 = body.find((row) => row[0] === world.s3.studentId)!;
    expect(s3[13]).toBe('ยุติแล้ว');
    expect(s3[14]).toBe('ยังไม่ส่งให้ลงนาม');
    const s2 = body.find((row) => row[0] === world.s2.studentId)!;
    expect(s2[13]).toBe('รอข้อมูลจากบริษัท');
  });

  it('reads the same rows in small pages', async () => {
    const whole = await csvRows();
    setReportBatchSizeForTests(1);
    try {
      expect(await csvRows()).toEqual(whole);
    } finally {
      setReportBatchSizeForTests(1000);
    }
  });

  it('no rows for a round without placements; 401, 403 and 404', async () => {
    expect((await call(admin.cookie, String(world.session.sessionId), '1')).status).toBe(200);
    expect((await call(undefined)).status).toBe(401);
    for (const role of ['student', 'company_user', 'external_user'] as const)
      expect((await call(people[role].cookie)).status, role).toBe(403);
    expect((await call(admin.cookie, '99999999')).status).toBe(404);
  });
});
