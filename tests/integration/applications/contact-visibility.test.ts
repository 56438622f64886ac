import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as adminOpeningApplicationsRoute } from '@/app/api/admin/openings/[openingId]/applications/[round]/route';
import { GET as companyRankingRoute } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/ranking/[round]/route';
import { GET as companyDraftRoute } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/ranking/draft/route';
import { GET as excelRoute } from '@/app/api/sessions/[sessionId]/openings/[openingId]/applications/[round]/excel/route';
import { GET as openingApplicationsRoute } from '@/app/api/sessions/[sessionId]/openings/[openingId]/applications/[round]/route';
import { GET as resultRoute } from '@/app/api/sessions/[sessionId]/openings/[openingId]/result/[round]/route';
import type { Database } from '@/db/client';
import { enrollments, matchingResults, sessions, students } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { insertCompanyRanking, placeRound } from '../../support/rankings';
import { createApplicationScenario, type ApplicationScenario } from './scenario';

/**
 * A student who turned off isPersonalInfoVisible hides e-mail, phone and LINE id from every company screen and export
 * (the list, the ranking draft and ranking, the Excel sheet, the result), as on the profile; an admin still reads them.
 */
let db: Database;
let s: ApplicationScenario;
let admin: { cookie: string };

type Contact = { studentId: string; email: string | null; phone: string | null; lineId: string | null };
const HIDDEN = { email: null, phone: null, lineId: null };

beforeAll(async () => {
  db = (await testDatabase()).db;
  admin = (await createPeopleOfEveryRole(db)).admin;
  s = await createApplicationScenario(db, '301');
  await db.update(students).set({ isPersonalInfoVisible: false }).where(eq(students.studentId, s.students.A.studentId));
  await insertCompanyRanking(db, {
    openingId: s.openings.mine1.openingId,
    selected: [s.applications.a1.applicationId, s.applications.b1.applicationId],
    excluded: [],
  });
});

const pathParams = (openingId: number, extra: Record<string, string> = {}) => ({
  sessionId: String(s.session.sessionId),
  openingId: String(openingId),
  ...extra,
});
const contactOf = (items: Contact[], studentId: string) => {
  const item = items.find((candidate) => candidate.studentId === studentId)!;
  return { email: item.email, phone: item.phone, lineId: item.lineId };
};
const shownOf = (studentId: string) => ({ email: `${studentId}@student.example.com`, phone: '0812345678', lineId: `line${studentId}` });

describe('a student who hides their personal information', () => {
  it('is listed to the company without e-mail, phone and LINE id; the others keep theirs', async () => {
    const answer = await callRoute('GET', openingApplicationsRoute, {
      path: `/api/sessions/${s.session.sessionId}/openings/${s.openings.mine1.openingId}/applications/1`,
      params: pathParams(s.openings.mine1.openingId, { round: '1' }),
      cookie: s.me.cookie,
    });
    expect(answer.status).toBe(200);
    expect(contactOf(answer.body.items, s.students.A.studentId)).toEqual(HIDDEN);
    expect(contactOf(answer.body.items, s.students.B.studentId)).toEqual(shownOf(s.students.B.studentId));
  });

  it('has empty contact cells in the company’s Excel sheet', async () => {
    const response = await excelRoute(
      new Request(`http://localhost:3000/api/sessions/${s.session.sessionId}/openings/${s.openings.mine1.openingId}/applications/1/excel`, {
        headers: { cookie: s.me.cookie },
      }),
      { params: Promise.resolve(pathParams(s.openings.mine1.openingId, { round: '1' })) },
    );
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('ผู้สมัคร')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cells = (row: number) =>
      ['อีเมล', 'โทรศัพท์', 'LINE ID'].map((header) => sheet.getRow(row).getCell(headers.indexOf(header) + 1).value ?? '');
    const rowOf = (studentId: string) =>
      [2, 3, 4].find((row) => sheet.getRow(row).getCell(headers.indexOf('รหัสนิสิต') + 1).value === studentId)!;
    expect(cells(rowOf(s.students.A.studentId))).toEqual(['', '', '']);
    expect(cells(rowOf(s.students.B.studentId))).toEqual([
      `${s.students.B.studentId}@student.example.com`,
      '0812345678',
      `line${s.students.B.studentId}`,
    ]);
  });

  it('is hidden in the company’s ranking draft and submitted ranking', async () => {
    const draft = await callRoute('GET', companyDraftRoute, {
      path: `/api/company/sessions/${s.session.sessionId}/openings/${s.openings.mine1.openingId}/ranking/draft`,
      params: pathParams(s.openings.mine1.openingId),
      cookie: s.me.cookie,
    });
    expect(draft.status).toBe(200);
    expect(contactOf(draft.body.applications, s.students.A.studentId)).toEqual(HIDDEN);
    const ranking = await callRoute('GET', companyRankingRoute, {
      path: `/api/company/sessions/${s.session.sessionId}/openings/${s.openings.mine1.openingId}/ranking/1`,
      params: pathParams(s.openings.mine1.openingId, { round: '1' }),
      cookie: s.me.cookie,
    });
    expect(ranking.status).toBe(200);
    expect(contactOf(ranking.body.applications, s.students.A.studentId)).toEqual(HIDDEN);
    expect(contactOf(ranking.body.applications, s.students.B.studentId)).toEqual(shownOf(s.students.B.studentId));
  });

  it('is hidden in the matching result the company reads', async () => {
    const scenario = await createApplicationScenario(db, '302', 'resultAnnouncementDate', -60);
    await db.update(students).set({ isPersonalInfoVisible: false }).where(eq(students.studentId, scenario.students.A.studentId));
    await db.insert(matchingResults).values({
      sessionId: scenario.session.sessionId,
      round: 1,
      studentId: scenario.students.A.studentId,
      openingId: scenario.openings.mine1.openingId,
      source: 'ALGORITHM',
    });
    await db
      .update(enrollments)
      .set({ status: 'MATCHING_SUCCESS', assignedOpeningId: scenario.openings.mine1.openingId, matchedRound: 1 })
      .where(eq(enrollments.studentId, scenario.students.A.studentId));
    await db.update(sessions).set({ isMatchingInitiated: true }).where(eq(sessions.sessionId, scenario.session.sessionId));
    await placeRound(db, scenario.group.sessionGroupId, 'resultAnnouncementDate', -60);
    const answer = await callRoute('GET', resultRoute, {
      path: `/api/sessions/${scenario.session.sessionId}/openings/${scenario.openings.mine1.openingId}/result/1`,
      params: { sessionId: String(scenario.session.sessionId), openingId: String(scenario.openings.mine1.openingId), round: '1' },
      cookie: scenario.me.cookie,
    });
    expect(answer.status).toBe(200);
    expect(contactOf(answer.body.items, scenario.students.A.studentId)).toEqual(HIDDEN);
  });

  it('is still read in full by an admin', async () => {
    const answer = await callRoute('GET', adminOpeningApplicationsRoute, {
      path: `/api/admin/openings/${s.openings.mine1.openingId}/applications/1`,
      params: { openingId: String(s.openings.mine1.openingId), round: '1' },
      cookie: admin.cookie,
    });
    expect(answer.status).toBe(200);
    expect(contactOf(answer.body.items, s.students.A.studentId)).toEqual(shownOf(s.students.A.studentId));
  });
});
