import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as dryRunCompanies } from '@/app/api/admin/companies/dry-run/route';
import { POST as postCompanies } from '@/app/api/admin/companies/route';
import { POST as dryRunStudents } from '@/app/api/admin/students/dry-run/route';
import { POST as postStudents } from '@/app/api/admin/students/route';
import { POST as adminSave } from '@/app/api/admin/upload/save/route';
import { POST as adminUpload } from '@/app/api/admin/upload/route';
import type { Database } from '@/db/client';
import { auditLogs, companies, programs, students } from '@/db/schema';
import type { ImportPreview } from '@/lib/imports';
import type { RouteHandler } from '@/server/http';
import { callRoute } from '../../support/api';
import { createCompany, createPeopleOfEveryRole, createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { setUpTemporaryFilesDir, uploadAndSave } from './file-support';

// The imports' dry runs (docs/students.md and docs/companies.md, "Import"): the same body as the import, an answer
// per row of what the import will do, and nothing written.

setUpTemporaryFilesDir();
let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let otherAdmin: TestPerson;
let programId: number;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  otherAdmin = await createPerson(db, 'admin');
  [{ programId }] = await db.insert(programs).values({ programName: 'หลักสูตรลองนำเข้า' }).returning({ programId: programs.programId });
});

async function uploadCsv(type: 'STUDENT_ID_LIST_CSV' | 'COMPANY_NAME_LIST_CSV', csv: string, person: TestPerson = people.admin) {
  const saved = await uploadAndSave(
    { upload: adminUpload, save: adminSave },
    person.cookie,
    type,
    new TextEncoder().encode(csv),
    'import.csv',
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.fileId as number;
}

const call = (handler: RouteHandler, path: string, body: unknown, cookie = people.admin.cookie) =>
  callRoute('POST', handler, { path, body, cookie });
const dryRunOfStudents = (body: unknown, cookie?: string) => call(dryRunStudents, '/api/admin/students/dry-run', body, cookie);
const importOfStudents = (body: unknown) => call(postStudents, '/api/admin/students', body);
const dryRunOfCompanies = (body: unknown, cookie?: string) => call(dryRunCompanies, '/api/admin/companies/dry-run', body, cookie);
const importOfCompanies = (body: unknown) => call(postCompanies, '/api/admin/companies', body);

/** What the dry run must leave untouched: every student, company and audit row. */
async function snapshot() {
  const [[studentCount], [companyCount], [auditCount]] = await Promise.all([
    db.select({ value: count() }).from(students),
    db.select({ value: count() }).from(companies),
    db.select({ value: count() }).from(auditLogs),
  ]);
  return { students: studentCount.value, companies: companyCount.value, audit: auditCount.value };
}

const outcomes = (preview: ImportPreview) => preview.rows.map((row) => [row.row, row.outcome]);
const rowsOf = (preview: ImportPreview, outcome: string) => preview.rows.filter((row) => row.outcome === outcome).map((row) => row.row);

describe('POST /api/admin/students/dry-run', () => {
  it('answers per row what the import will do, writes nothing, and the import then does just that', async () => {
    const existing = people.student.studentId;
    const csv =
      'studentId,admissionYear,programId\n' +
      `6798000001,2567,${programId}\n` +
      '6798000002,25x7,\n' +
      `${existing},2567,\n` +
      '6798000003,2567,999999\n' +
      '6798000001,2567,\n' +
      '6798000004,,\n';
    const fileId = await uploadCsv('STUDENT_ID_LIST_CSV', csv);
    const before = await snapshot();
    const dryRun = await dryRunOfStudents({ fileId, admissionYear: 2566 });
    expect(dryRun.status, JSON.stringify(dryRun.body)).toBe(200);
    const preview = dryRun.body as ImportPreview;
    expect(outcomes(preview)).toEqual([
      [1, 'create'],
      [2, 'error'],
      [3, 'exists'],
      [4, 'error'],
      [5, 'error'],
      [6, 'create'],
    ]);
    expect(preview).toMatchObject({ fileProblem: null, willImport: false, counts: { create: 2, exists: 1, error: 3 } });
    // A bad year is an error row with a Thai message, its cell as written (never NaN).
    expect(preview.rows[1]).toMatchObject({ line: 3, cells: { studentId: '6798000002', admissionYear: '25x7' } });
    expect(preview.rows[1].problems).toEqual(['ปีที่เข้าศึกษา "25x7" ไม่ถูกต้อง ต้องเป็นปี พ.ศ. 2500–2700 เช่น 2567']);
    // An existing student id says what the import does with it: it refuses the file.
    expect(preview.rows[2].problems).toEqual(['มีนิสิตรหัสนี้ในระบบแล้ว: นำเข้าซ้ำไม่ได้ ทั้งไฟล์จะไม่ถูกนำเข้า']);
    expect(preview.rows[3].problems).toEqual(['ไม่พบหลักสูตรรหัส 999999']);
    expect(preview.rows[4].problems).toEqual(['รหัสนิสิตซ้ำกับบรรทัดที่ 2']);
    expect(preview.rows[5].cells.admissionYear).toBe('2566');
    expect(await snapshot()).toEqual(before);

    // The import refuses the same body with 400 naming exactly the dry run's error rows.
    const refused = await importOfStudents({ fileId, admissionYear: 2566 });
    expect(refused.status).toBe(400);
    expect(refused.body.rows.map((row: { row: number }) => row.row)).toEqual(rowsOf(preview, 'error'));
    expect(await snapshot()).toEqual(before);
  });

  it('marks existing students, and the import answers 409 naming them', async () => {
    const existing = people.student.studentId;
    const fileId = await uploadCsv('STUDENT_ID_LIST_CSV', `studentId,admissionYear\n6798000011,2567\n${existing},2567\n`);
    const preview = (await dryRunOfStudents({ fileId })).body as ImportPreview;
    expect(outcomes(preview)).toEqual([
      [1, 'create'],
      [2, 'exists'],
    ]);
    expect(preview.willImport).toBe(false);
    const refused = await importOfStudents({ fileId });
    expect(refused).toMatchObject({ status: 409, body: { studentIds: [existing] } });
    expect(await db.select().from(students).where(eq(students.studentId, '6798000011'))).toEqual([]);
  });

  it('runs the import’s writes for a good file and rolls them back; the import then creates the same rows', async () => {
    const fileId = await uploadCsv(
      'STUDENT_ID_LIST_CSV',
      `\ufeffstudentId,admissionYear,programId\n6798000021,2567,${programId}\n6798000022,2568,\n`,
    );
    const before = await snapshot();
    const preview = (await dryRunOfStudents({ fileId })).body as ImportPreview;
    expect(preview).toMatchObject({ fileProblem: null, willImport: true, counts: { create: 2, exists: 0, error: 0 } });
    expect(preview.rows.map((row) => row.cells.studentId)).toEqual(['6798000021', '6798000022']);
    expect(await snapshot()).toEqual(before);

    const imported = await importOfStudents({ fileId });
    expect(imported).toMatchObject({ status: 200, body: { createdCount: preview.counts.create } });
    const created = await db
      .select({ studentId: students.studentId })
      .from(students)
      .where(inArray(students.studentId, ['6798000021', '6798000022']));
    expect(created.map((row) => row.studentId).sort()).toEqual(['6798000021', '6798000022']);
  });

  it('answers a file it cannot read with a Thai fileProblem, the same rows for a JSON body, and the file checks as the import', async () => {
    const unknown = await dryRunOfStudents({ fileId: await uploadCsv('STUDENT_ID_LIST_CSV', 'studentId,nickname\n6798000031,x\n') });
    expect(unknown).toMatchObject({
      status: 200,
      body: { fileProblem: expect.stringMatching(/^ไม่รู้จักคอลัมน์ nickname/), willImport: false, rows: [] },
    });
    const json = await dryRunOfStudents([{ studentId: '6798000041', admissionYear: 1999 }]);
    expect(json.body.rows).toEqual([
      {
        row: 1,
        line: null,
        cells: expect.objectContaining({ studentId: '6798000041', admissionYear: '1999' }),
        outcome: 'error',
        problems: ['ปีที่เข้าศึกษา "1999" ไม่ถูกต้อง ต้องเป็นปี พ.ศ. 2500–2700 เช่น 2567'],
      },
    ]);
    const othersFile = await uploadCsv('STUDENT_ID_LIST_CSV', 'studentId\n6798000051\n', otherAdmin);
    expect((await dryRunOfStudents({ fileId: othersFile })).status).toBe(403);
    expect((await dryRunOfStudents({ fileId: 'x' })).status).toBe(400);
  });
});

describe('POST /api/admin/companies/dry-run', () => {
  it('answers per row what the import will do, writes nothing, and the import then does just that', async () => {
    await createCompany(db, { companyNameTh: 'บริษัท ลองมีแล้ว', companyNameEn: 'Dry Existing Co' });
    const csv =
      'companyNameTh,companyNameEn\n' +
      'บริษัท ลองหนึ่ง,Dry One Co\n' +
      ',Dry Blank Co\n' +
      'บริษัท อื่น,dry existing co\n' +
      'บริษัท ลองหนึ่ง,Dry One Again Co\n';
    const fileId = await uploadCsv('COMPANY_NAME_LIST_CSV', csv);
    const before = await snapshot();
    const preview = (await dryRunOfCompanies({ fileId })).body as ImportPreview;
    expect(outcomes(preview)).toEqual([
      [1, 'create'],
      [2, 'error'],
      [3, 'exists'],
      [4, 'error'],
    ]);
    expect(preview.rows.map((row) => row.problems)).toEqual([
      [],
      ['ไม่มีชื่อภาษาไทย'],
      ['มีบริษัทชื่อนี้ในระบบแล้ว: นำเข้าซ้ำไม่ได้ ทั้งไฟล์จะไม่ถูกนำเข้า'],
      ['ชื่อซ้ำกับบรรทัดที่ 2'],
    ]);
    expect(await snapshot()).toEqual(before);
    const refused = await importOfCompanies({ fileId });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('body.1.companyNameTh: Required');

    // Without the blank row, the import refuses the existing and the repeated names (409), as the dry run said.
    const second = await uploadCsv('COMPANY_NAME_LIST_CSV', csv.replace(',Dry Blank Co\n', ''));
    const beforeSecond = await snapshot();
    const secondPreview = (await dryRunOfCompanies({ fileId: second })).body as ImportPreview;
    expect(outcomes(secondPreview)).toEqual([
      [1, 'create'],
      [2, 'exists'],
      [3, 'error'],
    ]);
    const conflict = await importOfCompanies({ fileId: second });
    expect(conflict.status).toBe(409);
    expect(conflict.body.duplicates.map((row: { index: number }) => row.index + 1)).toEqual([2, 3]);
    expect(await snapshot()).toEqual(beforeSecond);
  });

  it('a good file: the dry run says create for each, writes nothing, and the import creates them', async () => {
    const fileId = await uploadCsv(
      'COMPANY_NAME_LIST_CSV',
      'companyNameTh,companyNameEn\nบริษัท ลองดี,Dry Good Co\nบริษัท ลองดีสอง,Dry Good Two Co\n',
    );
    const before = await snapshot();
    const preview = (await dryRunOfCompanies({ fileId })).body as ImportPreview;
    expect(preview).toMatchObject({ willImport: true, counts: { create: 2, exists: 0, error: 0 } });
    expect(await snapshot()).toEqual(before);
    const created = await importOfCompanies({ fileId });
    expect(created.status).toBe(201);
    expect(created.body.map((company: { companyNameEn: string }) => company.companyNameEn)).toEqual(
      preview.rows.map((row) => row.cells.companyNameEn),
    );
  });

  it('answers a wrong header with a Thai fileProblem', async () => {
    const answer = await dryRunOfCompanies({ fileId: await uploadCsv('COMPANY_NAME_LIST_CSV', 'name\nบริษัท\n') });
    expect(answer).toMatchObject({
      status: 200,
      body: { fileProblem: 'แถวแรกของไฟล์ต้องเป็นหัวตารางที่มีคอลัมน์ companyNameTh, companyNameEn (ไม่พบ companyNameTh, companyNameEn)' },
    });
  });
});
