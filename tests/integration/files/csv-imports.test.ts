import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as adminSave } from '@/app/api/admin/upload/save/route';
import { POST as adminUpload } from '@/app/api/admin/upload/route';
import { POST as postCompanies } from '@/app/api/admin/companies/route';
import { POST as postStudents } from '@/app/api/admin/students/route';
import type { Database } from '@/db/client';
import { auditLogs, companies, programs, students } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createCompany, createPeopleOfEveryRole, createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { setUpTemporaryFilesDir, uploadAndSave } from './file-support';

// The admin CSV imports by fileId (docs/files.md "Admin CSV imports"): the file goes through the upload
// slot, then POST /api/admin/students or /api/admin/companies {fileId} reads it from storage.

setUpTemporaryFilesDir();
let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let otherAdmin: TestPerson;
let programId: number;

const ROUTES = { upload: adminUpload, save: adminSave };

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  otherAdmin = await createPerson(db, 'admin');
  [{ programId }] = await db.insert(programs).values({ programName: 'หลักสูตรนำเข้าไฟล์' }).returning({ programId: programs.programId });
});

/** Uploads `csv` as `type` for `person` and answers the saved fileId. */
async function uploadCsv(
  type: 'STUDENT_ID_LIST_CSV' | 'COMPANY_NAME_LIST_CSV',
  csv: string,
  person: TestPerson = people.admin,
): Promise<number> {
  const saved = await uploadAndSave(ROUTES, person.cookie, type, new TextEncoder().encode(csv), 'import.csv');
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.fileId;
}

const importStudents = (body: unknown, cookie: string | null = people.admin.cookie) =>
  callRoute('POST', postStudents, { path: '/api/admin/students', body, cookie: cookie ?? undefined });
const importCompanies = (body: unknown, cookie: string | null = people.admin.cookie) =>
  callRoute('POST', postCompanies, { path: '/api/admin/companies', body, cookie: cookie ?? undefined });

describe('POST /api/admin/students {fileId}', () => {
  it('imports every row of the uploaded CSV (a blank year takes the body’s), and audits the file', async () => {
    const fileId = await uploadCsv(
      'STUDENT_ID_LIST_CSV',
      `\ufeffstudentId,admissionYear,programId\n6799000001,2567,${programId}\n6799000002,,\n\n`,
    );
    const answer = await importStudents({ fileId, admissionYear: 2566 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ message: 'Imported 2 student(s)', createdCount: 2 });
    const created = await db
      .select()
      .from(students)
      .where(inArray(students.studentId, ['6799000001', '6799000002']))
      .orderBy(students.studentId);
    expect(created.map((row) => [row.studentId, row.admissionYear, row.programId])).toEqual([
      ['6799000001', 2567, programId],
      ['6799000002', 2566, null],
    ]);
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.action, 'student.import'));
    expect(audit.map((row) => row.details)).toContainEqual({ createdCount: 2, fileId, originalName: 'import.csv' });
  });

  it('answers 400 naming every bad row as the JSON import does, and creates nothing', async () => {
    const fileId = await uploadCsv(
      'STUDENT_ID_LIST_CSV',
      'studentId,admissionYear,programId\n6799000011,2567,\n6799000012,x,\n6799000013,2567,999999\n6799000011,2567,\n',
    );
    const answer = await importStudents({ fileId });
    expect(answer.status).toBe(400);
    expect(answer.body.rows.map((row: { row: number }) => row.row)).toEqual([2, 3, 4]);
    expect(answer.body.rows[1].problems).toEqual(['programId: 999999 does not exist']);
    expect(answer.body.message).toMatch(/^3 invalid row\(s\): row 2: admissionYear: Expected number, received string; /);
    expect(await db.select().from(students).where(eq(students.studentId, '6799000011'))).toEqual([]);
  });

  it('answers 400 for a file without studentId, with an unknown column or without rows, and 409 for existing students', async () => {
    const noId = await importStudents({ fileId: await uploadCsv('STUDENT_ID_LIST_CSV', 'admissionYear\n2567\n') });
    expect(noId).toMatchObject({ status: 400, body: { message: 'The header row must name studentId' } });
    const unknown = await importStudents({ fileId: await uploadCsv('STUDENT_ID_LIST_CSV', 'studentId,nickname\n6799000021,x\n') });
    expect(unknown).toMatchObject({
      status: 400,
      body: {
        message: 'Unknown column(s): nickname (allowed: studentId, admissionYear, programId, departmentId, facultyId, universityId)',
      },
    });
    const empty = await importStudents({ fileId: await uploadCsv('STUDENT_ID_LIST_CSV', 'studentId\n') });
    expect(empty).toMatchObject({
      status: 400,
      body: { message: 'The file holds no students: a header row and at least one row are required' },
    });
    const existing = await importStudents({
      fileId: await uploadCsv('STUDENT_ID_LIST_CSV', `studentId,admissionYear\n${people.student.studentId},2567\n`),
    });
    expect(existing).toMatchObject({ status: 409, body: { studentIds: [people.student.studentId] } });
  });

  it('answers 400 for a file of another type, 403 for another admin’s file, 404 for an unknown file', async () => {
    const companyFile = await uploadCsv('COMPANY_NAME_LIST_CSV', 'companyNameTh,companyNameEn\nบริษัท ก,A Co\n');
    expect(await importStudents({ fileId: companyFile })).toMatchObject({
      status: 400,
      body: { message: 'fileId: Expected a file of type STUDENT_ID_LIST_CSV, received COMPANY_NAME_LIST_CSV' },
    });
    const othersFile = await uploadCsv('STUDENT_ID_LIST_CSV', 'studentId,admissionYear\n6799000031,2567\n', otherAdmin);
    expect(await importStudents({ fileId: othersFile })).toMatchObject({
      status: 403,
      body: { message: 'This file belongs to someone else' },
    });
    expect((await importStudents({ fileId: othersFile }, otherAdmin.cookie)).status).toBe(200);
    expect(await importStudents({ fileId: 99999999 })).toMatchObject({ status: 404, body: { message: 'File not found' } });
  });

  it('answers 400 for a bad body', async () => {
    expect(await importStudents({ fileId: 'x' })).toMatchObject({
      status: 400,
      body: { message: 'body.fileId: Expected number, received string' },
    });
    expect(await importStudents({ fileId: 1, admissionYear: 2567, extra: true })).toMatchObject({ status: 400 });
    expect(await importStudents({})).toMatchObject({ status: 400, body: { message: 'body.fileId: Required' } });
  });
});

describe('POST /api/admin/companies {fileId}', () => {
  it('creates every company of the uploaded CSV and answers 201 with them', async () => {
    const fileId = await uploadCsv(
      'COMPANY_NAME_LIST_CSV',
      'companyNameTh,companyNameEn\nบริษัท ไฟล์หนึ่ง,File One Co\n บริษัท ไฟล์สอง , File Two Co \n',
    );
    const answer = await importCompanies({ fileId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(
      answer.body.map((company: { companyNameTh: string; companyNameEn: string }) => [company.companyNameTh, company.companyNameEn]),
    ).toEqual([
      ['บริษัท ไฟล์หนึ่ง', 'File One Co'],
      ['บริษัท ไฟล์สอง', 'File Two Co'],
    ]);
    expect(await db.select().from(companies).where(eq(companies.companyNameEn, 'File Two Co'))).toHaveLength(1);
  });

  it('answers 400 naming the bad rows (body.N counts data rows from 0), 400 for a wrong header, 409 for an existing name', async () => {
    const blank = await importCompanies({
      fileId: await uploadCsv('COMPANY_NAME_LIST_CSV', 'companyNameTh,companyNameEn\nบริษัท ดี,Good Co\n,Blank Thai\n'),
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('body.1.companyNameTh');
    const header = await importCompanies({ fileId: await uploadCsv('COMPANY_NAME_LIST_CSV', 'name\nบริษัท\n') });
    expect(header).toMatchObject({ status: 400, body: { message: 'The header row must name companyNameTh and companyNameEn' } });
    await createCompany(db, { companyNameTh: 'บริษัท มีอยู่แล้ว', companyNameEn: 'Already There Co' });
    const existing = await importCompanies({
      fileId: await uploadCsv('COMPANY_NAME_LIST_CSV', 'companyNameTh,companyNameEn\nบริษัท ใหม่,New Co\nบริษัท อื่น,already there co\n'),
    });
    expect(existing.status).toBe(409);
    expect(existing.body.message).toContain('body.1: already there co (already exists)');
    expect(await db.select().from(companies).where(eq(companies.companyNameEn, 'New Co'))).toEqual([]);
  });

  it('answers 400 for a file of another type, 403 for another admin’s file, 404 for an unknown file', async () => {
    const studentFile = await uploadCsv('STUDENT_ID_LIST_CSV', 'studentId\n6799000041\n');
    expect(await importCompanies({ fileId: studentFile })).toMatchObject({
      status: 400,
      body: { message: 'fileId: Expected a file of type COMPANY_NAME_LIST_CSV, received STUDENT_ID_LIST_CSV' },
    });
    const othersFile = await uploadCsv('COMPANY_NAME_LIST_CSV', 'companyNameTh,companyNameEn\nบริษัท ของคนอื่น,Someone Else Co\n', otherAdmin);
    expect(await importCompanies({ fileId: othersFile })).toMatchObject({ status: 403 });
    expect(await importCompanies({ fileId: 99999999 })).toMatchObject({ status: 404 });
  });

  it('answers 400 for a bad body', async () => {
    expect(await importCompanies({ fileId: 0 })).toMatchObject({ status: 400 });
    expect(await importCompanies({ fileId: 1, admissionYear: 2567 })).toMatchObject({ status: 400 });
  });
});
