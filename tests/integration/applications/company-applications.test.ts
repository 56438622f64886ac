import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as excelRoute } from '@/app/api/sessions/[sessionId]/openings/[openingId]/applications/[round]/excel/route';
import { GET as openingApplicationsRoute } from '@/app/api/sessions/[sessionId]/openings/[openingId]/applications/[round]/route';
import { GET as statisticsRoute } from '@/app/api/sessions/[sessionId]/applications/[round]/route';
import type { Database } from '@/db/client';
import { callRoute, IN_THAI } from '../../support/api';
import { setEnvironment } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { cancelApplication, insertCompanyRanking, placeRound } from '../../support/rankings';
import { createApplicationScenario, type ApplicationScenario } from './scenario';

let db: Database;
let s: ApplicationScenario;

beforeAll(async () => {
  db = (await testDatabase()).db;
  s = await createApplicationScenario(db, '101');
});

const statistics = (sessionId: number | string, round: number | string, cookie?: string, query: Record<string, string> = {}) =>
  callRoute('GET', statisticsRoute, {
    path: `/api/sessions/${sessionId}/applications/${round}`,
    params: { sessionId: String(sessionId), round: String(round) },
    query,
    cookie,
  });
const list = (
  sessionId: number | string,
  openingId: number | string,
  round: number | string,
  cookie?: string,
  query: Record<string, string> = {},
  headers?: Record<string, string>,
) =>
  callRoute('GET', openingApplicationsRoute, {
    path: `/api/sessions/${sessionId}/openings/${openingId}/applications/${round}`,
    params: { sessionId: String(sessionId), openingId: String(openingId), round: String(round) },
    query,
    cookie,
    headers,
  });
const excel = (sessionId: number | string, openingId: number | string, round: number | string, cookie?: string) =>
  excelRoute(
    new Request(`http://localhost:3000/api/sessions/${sessionId}/openings/${openingId}/applications/${round}/excel`, {
      headers: cookie ? { cookie } : {},
    }),
    { params: Promise.resolve({ sessionId: String(sessionId), openingId: String(openingId), round: String(round) }) },
  );

describe('who may read applications', () => {
  it('a company user of another company gets 404 for an opening that is not its own', async () => {
    const answer = await list(s.session.sessionId, s.openings.mine1.openingId, 1, s.outsider.cookie);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Opening not found' });
    expect((await excel(s.session.sessionId, s.openings.mine1.openingId, 1, s.outsider.cookie)).status).toBe(404);
  });

  it('the statistics of another company never include my openings', async () => {
    const answer = await statistics(s.session.sessionId, 1, s.outsider.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item: { openingId: number }) => item.openingId)).toEqual([s.openings.others.openingId]);
  });
});

describe('GET /api/sessions/{sessionId}/applications/{round}', () => {
  it('lists each non-draft opening of the company with its ACTIVE application count, newest first', async () => {
    const answer = await statistics(s.session.sessionId, 1, s.me.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ totalItem: 2, itemCount: 2, itemsPerPage: 20, totalPage: 1, currentPage: 1 });
    expect(answer.body.items).toEqual([
      expect.objectContaining({
        openingId: s.openings.mine2.openingId,
        title: 'นักวิเคราะห์ข้อมูล',
        applicationCount: 2,
        isRankingSubmitted: false,
        round: 1,
        session: { sessionId: s.session.sessionId, title: 'ภาคฤดูร้อน 101' },
      }),
      expect.objectContaining({ openingId: s.openings.mine1.openingId, title: 'นักพัฒนาแบ็กเอนด์', applicationCount: 3, status: 'PUBLISHED' }),
    ]);
  });

  it('sorts by applicationsCount and pages', async () => {
    const answer = await statistics(s.session.sessionId, 1, s.me.cookie, { sortBy: 'applicationsCount', limit: '1', page: '1' });
    expect(answer.body.items.map((item: { openingId: number }) => item.openingId)).toEqual([s.openings.mine1.openingId]);
    expect(answer.body.meta).toEqual({ totalItem: 2, itemCount: 1, itemsPerPage: 1, totalPage: 2, currentPage: 1 });
    const second = await statistics(s.session.sessionId, 1, s.me.cookie, { sortBy: 'applicationsCount', limit: '1', page: '2' });
    expect(second.body.items.map((item: { openingId: number }) => item.openingId)).toEqual([s.openings.mine2.openingId]);
  });

  it('answers 400 for a bad sortBy or a bad limit', async () => {
    const answer = await statistics(s.session.sessionId, 1, s.me.cookie, { sortBy: 'title' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('query.sortBy');
    expect((await statistics(s.session.sessionId, 1, s.me.cookie, { limit: '101' })).status).toBe(400);
  });

  it('answers 404 for an unknown session or a round the group does not have', async () => {
    expect(await statistics(999999, 1, s.me.cookie)).toMatchObject({ status: 404, body: { message: 'Session not found' } });
    expect(await statistics(s.session.sessionId, 2, s.me.cookie)).toMatchObject({
      status: 404,
      body: { message: 'Round 2 not found in this session group' },
    });
  });
});

describe('GET /api/sessions/{sessionId}/openings/{openingId}/applications/{round}', () => {
  it('lists the ACTIVE applications in the students’ preference order with contact details and the profile token', async () => {
    const answer = await list(s.session.sessionId, s.openings.mine1.openingId, 1, s.me.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item: { applicationId: number }) => item.applicationId)).toEqual([
      s.applications.a1.applicationId,
      s.applications.b1.applicationId,
      s.applications.c1.applicationId,
    ]);
    expect(answer.body.items[0]).toEqual({
      applicationId: s.applications.a1.applicationId,
      openingId: s.openings.mine1.openingId,
      round: 1,
      studentId: s.students.A.studentId,
      titleTh: 'นาย',
      firstNameTh: 'สมชาย',
      lastNameTh: 'ใจดี',
      titleEn: null,
      firstNameEn: 'Somchai',
      lastNameEn: expect.any(String),
      email: `${s.students.A.studentId}@student.example.com`,
      phone: '0812345678',
      lineId: `line${s.students.A.studentId}`,
      profilePictureUrl: null,
      profileToken: expect.any(String),
      studentPreferenceRank: 1,
      companyPreferenceRank: null,
      createdAt: expect.any(String),
    });
    expect(answer.body.items[2].studentPreferenceRank).toBe(2);
  });

  it('a colleague of the same company sees the same list', async () => {
    const answer = await list(s.session.sessionId, s.openings.mine1.openingId, 1, s.colleague.cookie);
    expect(answer.body.meta.totalItem).toBe(3);
  });

  it('leaves out cancelled applications and shows the company’s rank once it submitted', async () => {
    const scenario = await createApplicationScenario(db, '102');
    await cancelApplication(db, scenario.applications.a1.applicationId);
    await insertCompanyRanking(db, {
      openingId: scenario.openings.mine1.openingId,
      selected: [scenario.applications.c1.applicationId],
      excluded: [scenario.applications.b1.applicationId],
    });
    const answer = await list(scenario.session.sessionId, scenario.openings.mine1.openingId, 1, scenario.me.cookie);
    expect(
      answer.body.items.map((item: { applicationId: number; companyPreferenceRank: number | null }) => [
        item.applicationId,
        item.companyPreferenceRank,
      ]),
    ).toEqual([
      [scenario.applications.b1.applicationId, null],
      [scenario.applications.c1.applicationId, 1],
    ]);
    const stats = await statistics(scenario.session.sessionId, 1, scenario.me.cookie);
    expect(stats.body.items.find((item: { openingId: number }) => item.openingId === scenario.openings.mine1.openingId)).toMatchObject({
      applicationCount: 2,
      isRankingSubmitted: true,
    });
  });

  it('answers 404 for an opening of another session, 400 for a bad id, and pages with limit', async () => {
    const scenario = await createApplicationScenario(db, '103');
    expect((await list(scenario.session.sessionId, s.openings.mine1.openingId, 1, s.me.cookie)).status).toBe(404);
    expect((await list(s.session.sessionId, 'one', 1, s.me.cookie)).status).toBe(400);
    const paged = await list(s.session.sessionId, s.openings.mine1.openingId, 1, s.me.cookie, { limit: '2', page: '2' });
    expect(paged.body.items.map((item: { applicationId: number }) => item.applicationId)).toEqual([s.applications.c1.applicationId]);
  });
});

describe('reading applications from applicationAnnouncementDate', () => {
  it('is refused with 403 one minute before, and allowed from the date itself', async () => {
    const scenario = await createApplicationScenario(db, '104', 'applicationAnnouncementDate', 60);
    const before = await list(scenario.session.sessionId, scenario.openings.mine1.openingId, 1, scenario.me.cookie, {}, IN_THAI);
    expect(before.status).toBe(403);
    expect(before.body.message).toMatch(/^ผู้สมัครของรอบที่ 1 ประกาศให้บริษัทเห็นตั้งแต่ \d{1,2} \S+ \d{4} เวลา \d{2}:\d{2} น\.$/);
    expect((await statistics(scenario.session.sessionId, 1, scenario.me.cookie)).status).toBe(403);
    expect((await excel(scenario.session.sessionId, scenario.openings.mine1.openingId, 1, scenario.me.cookie)).status).toBe(403);

    await placeRound(db, scenario.group.sessionGroupId, 'applicationAnnouncementDate', 0);
    expect((await list(scenario.session.sessionId, scenario.openings.mine1.openingId, 1, scenario.me.cookie)).status).toBe(200);
    expect((await statistics(scenario.session.sessionId, 1, scenario.me.cookie)).status).toBe(200);
  });
});

describe('GET …/applications/{round}/excel', () => {
  it('answers a real .xlsx with Thai headers and one row per ACTIVE application', async () => {
    const response = await excel(s.session.sessionId, s.openings.mine1.openingId, 1, s.me.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toContain(`applications-opening-${s.openings.mine1.openingId}-round-1.xlsx`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('ผู้สมัคร')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('ลำดับที่นิสิตเลือก');
    expect(sheet.getRow(1).getCell(5).value).toBe('ชื่อ');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(3).value).toBe(s.students.A.studentId);
    expect(sheet.getRow(2).getCell(5).value).toBe('สมชาย');
    expect(String(sheet.getRow(2).getCell(11).value)).toMatch(/^http:\/\/localhost:3000\/student\/profile\//);
  });

  it('links the profiles on APP_URL, not on the address the server heard the request at (localhost behind a proxy)', async () => {
    const restore = setEnvironment({ APP_URL: 'http://intern.example.ac.th' });
    try {
      const response = await excel(s.session.sessionId, s.openings.mine1.openingId, 1, s.me.cookie);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const sheet = workbook.getWorksheet('ผู้สมัคร')!;
      expect(String(sheet.getRow(2).getCell(11).value)).toMatch(/^http:\/\/intern\.example\.ac\.th\/student\/profile\/[\w-]+$/);
    } finally {
      restore();
    }
  });
});
