import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, expect } from 'vitest';
import type { Database } from '@/db/client';
import {
  accounts,
  applications,
  companyRankingDraftItems,
  companyRankingSubmissionItems,
  companyRankingSubmissions,
  companyUsers,
  enrollments,
  matchingRuns,
  students,
  studentRankingSubmissions,
} from '@/db/schema';
import { readSignedFile } from '@/server/files';
import type { ApiAnswer } from './api';
import { createCompany, createOpening, createSession, createSessionGroup } from './fixtures';

/** Generated reports go to a private folder per test file, removed afterwards. */
export function withTemporaryFilesDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'reports-'));
  const previous = { FILES_DIR: process.env.FILES_DIR, BLOB_READ_WRITE_TOKEN: process.env.BLOB_READ_WRITE_TOKEN };
  process.env.FILES_DIR = directory;
  delete process.env.BLOB_READ_WRITE_TOKEN;
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
  return directory;
}

async function insertStudent(db: Database, studentId: string, names: Partial<typeof students.$inferInsert>) {
  const platformUid = `uid-report-${studentId}`;
  await db
    .insert(accounts)
    .values({ platformUid, username: `report-${studentId}`, email: `${studentId}@student.example.com`, displayName: `นิสิต ${studentId}` });
  await db.insert(students).values({
    studentId,
    platformUid,
    admissionYear: 2566,
    profileToken: `report-token-${studentId}`,
    email: `${studentId}@student.example.com`,
    ...names,
  });
}

/**
 * One session group (two rounds, current round 1) with a report session and a second session, and the
 * rows of the rankings' data contract inserted directly, so every report has something known to show:
 *
 * - Companies: ก้าวหน้า (openings developer quota 2, a draft, and tester quota 1 in the other session;
 *   one active user with an email) and ข้าวหอม (designer quota 1, a withdrawn opening).
 * - Students: 6600000001 สมหญิง ใจดี applied developer(1) and designer(2) and is matched to developer;
 *   6600000002 applied developer, then an admin unsubmitted (application CANCELLED);
 *   6600000003 enrolled, did nothing; 6600000004 (Thai first name "=1+1", a CSV-injection probe)
 *   applied developer and is unmatched.
 * - Company rankings: developer submitted (สมหญิง selected 1st, 6600000004 excluded);
 *   designer has only a draft (สมหญิง at position 1).
 */
export async function createReportWorld(db: Database) {
  const group = await createSessionGroup(db, { title: 'ฝึกงาน 2570', roundCount: 2 });
  const session = await createSession(db, group.sessionGroupId, { title: 'ฝึกงานภาคฤดูร้อน', minimumCompanyOpeningRatio: '0.5' });
  const otherSession = await createSession(db, group.sessionGroupId, { title: 'สหกิจศึกษา', minimumCompanyOpeningRatio: '0.3' });
  const emptyGroup = await createSessionGroup(db, { title: 'กลุ่มว่าง' });

  const kaona = await createCompany(db, { companyNameTh: 'บริษัท ก้าวหน้า จำกัด', companyNameEn: 'Kaona Co., Ltd.' });
  const khaohom = await createCompany(db, { companyNameTh: 'บริษัท ข้าวหอม จำกัด', companyNameEn: 'Khaohom Co., Ltd.' });
  await db
    .insert(accounts)
    .values({ platformUid: 'uid-report-kaona-hr', username: 'kaona-hr', email: 'hr@kaona.example.com', displayName: 'ฝ่ายบุคคล ก้าวหน้า' });
  await db.insert(companyUsers).values({ platformUid: 'uid-report-kaona-hr', companyId: kaona.companyId });

  const developer = await createOpening(db, session.sessionId, kaona.companyId, {
    title: 'นักพัฒนาซอฟต์แวร์',
    quota: 2,
    status: 'RANKING_SUBMITTED',
  });
  const draft = await createOpening(db, session.sessionId, kaona.companyId, { title: 'ตำแหน่งร่าง', status: 'DRAFT' });
  const tester = await createOpening(db, otherSession.sessionId, kaona.companyId, { title: 'นักทดสอบระบบ', quota: 1, status: 'PUBLISHED' });
  const designer = await createOpening(db, session.sessionId, khaohom.companyId, { title: 'นักออกแบบ', quota: 1, status: 'PUBLISHED' });
  const withdrawn = await createOpening(db, session.sessionId, khaohom.companyId, { title: 'ตำแหน่งที่ถอน', quota: 1, status: 'WITHDRAWN' });

  await insertStudent(db, '6600000001', {
    titleTh: 'นางสาว',
    firstNameTh: 'สมหญิง',
    lastNameTh: 'ใจดี',
    firstNameEn: 'Somying',
    lastNameEn: 'Jaidee',
  });
  await insertStudent(db, '6600000002', { firstNameTh: 'สมชาย', lastNameTh: 'มั่นคง', firstNameEn: 'Somchai', lastNameEn: 'Mankong' });
  await insertStudent(db, '6600000003', { firstNameTh: 'สมปอง', lastNameTh: 'รอได้', firstNameEn: 'Sompong', lastNameEn: 'Rordai' });
  await insertStudent(db, '6600000004', { firstNameTh: '=1+1', lastNameTh: 'ทดสอบ', firstNameEn: 'Formula', lastNameEn: 'Probe' });

  await db.insert(enrollments).values([
    {
      sessionId: session.sessionId,
      studentId: '6600000001',
      status: 'MATCHING_SUCCESS',
      assignedOpeningId: developer.openingId,
      matchedRound: 1,
    },
    { sessionId: session.sessionId, studentId: '6600000002', status: 'RANKING_PENDING' },
    { sessionId: session.sessionId, studentId: '6600000003', status: 'RANKING_PENDING' },
    { sessionId: session.sessionId, studentId: '6600000004', status: 'MATCHING_FAILED' },
  ]);
  const round = 1;
  await db.insert(studentRankingSubmissions).values([
    { sessionId: session.sessionId, studentId: '6600000001', round, action: 'SUBMIT', submittedAt: new Date('2027-01-05T03:00:00Z') },
    { sessionId: session.sessionId, studentId: '6600000002', round, action: 'SUBMIT', submittedAt: new Date('2027-01-05T04:00:00Z') },
    { sessionId: session.sessionId, studentId: '6600000002', round, action: 'UNSUBMIT', submittedAt: new Date('2027-01-05T05:00:00Z') },
    { sessionId: session.sessionId, studentId: '6600000004', round, action: 'SUBMIT', submittedAt: new Date('2027-01-05T06:00:00Z') },
  ]);
  const [somyingDeveloper, somyingDesigner, , probeDeveloper] = await db
    .insert(applications)
    .values([
      { sessionId: session.sessionId, round, studentId: '6600000001', openingId: developer.openingId, studentPreferenceRank: 1 },
      { sessionId: session.sessionId, round, studentId: '6600000001', openingId: designer.openingId, studentPreferenceRank: 2 },
      {
        sessionId: session.sessionId,
        round,
        studentId: '6600000002',
        openingId: developer.openingId,
        studentPreferenceRank: 1,
        status: 'CANCELLED',
      },
      { sessionId: session.sessionId, round, studentId: '6600000004', openingId: developer.openingId, studentPreferenceRank: 1 },
    ])
    .returning();

  const [submission] = await db
    .insert(companyRankingSubmissions)
    .values({
      openingId: developer.openingId,
      round,
      action: 'SUBMIT',
      submittedByPlatformUid: 'uid-report-kaona-hr',
      submittedAt: new Date('2027-01-08T03:00:00Z'),
    })
    .returning();
  await db.insert(companyRankingSubmissionItems).values([
    { submissionId: submission.submissionId, applicationId: somyingDeveloper.applicationId, position: 1, isShared: true },
    { submissionId: submission.submissionId, applicationId: probeDeveloper.applicationId, position: null },
  ]);
  await db
    .insert(companyRankingDraftItems)
    .values({ openingId: designer.openingId, round, applicationId: somyingDesigner.applicationId, position: 1 });

  // The round's run, as a run writes it: its row, and the results in the enrollments above (6600000001 matched to
  // the developer opening, 6600000004 unmatched); the reports read them through matching_round_results.
  await db.insert(matchingRuns).values({ sessionId: session.sessionId, round, isStable: true, matchedCount: 1, unmatchedCount: 1 });

  return {
    group,
    session,
    otherSession,
    emptyGroup,
    kaona,
    khaohom,
    developer,
    draft,
    tester,
    designer,
    withdrawn,
    applications: { somyingDeveloper, somyingDesigner, probeDeveloper },
  };
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Checks the bytes start with the UTF-8 BOM, then parses the CSV (header row first). */
export function parseCsvWithBom(bytes: Uint8Array): string[][] {
  expect([...bytes.slice(0, 3)]).toEqual(UTF8_BOM);
  return parse(new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes), { relax_column_count: false }) as string[][];
}

/** Follows a report's 302 through the files domain (signature and expiry checked) and answers the stored file. */
export async function followReportRedirect(db: Database, answer: ApiAnswer, now = new Date()) {
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get('location')!);
  const match = /^\/api\/files\/(\d+)$/.exec(location.pathname);
  expect(match).not.toBeNull();
  const response = await readSignedFile({
    ctx: { db, now },
    fileId: Number(match![1]),
    expires: location.searchParams.get('expires'),
    signature: location.searchParams.get('signature'),
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()), location };
}

/** The first sheet of an .xlsx as rows of cell values (row 1 is the header). */
export async function readXlsx(bytes: Uint8Array): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
