import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as adminOpeningApplicationsRoute } from '@/app/api/admin/openings/[openingId]/applications/[round]/route';
import { GET as adminSessionApplicationsRoute } from '@/app/api/admin/sessions/[sessionId]/applications/route';
import { GET as resultRoute } from '@/app/api/sessions/[sessionId]/openings/[openingId]/result/[round]/route';
import type { Database } from '@/db/client';
import { enrollments, matchingResults, sessions } from '@/db/schema';
import { callRoute, IN_THAI } from '../../support/api';
import { createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { cancelApplication, insertCompanyRanking, placeRound } from '../../support/rankings';
import { createApplicationScenario, type ApplicationScenario } from './scenario';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let s: ApplicationScenario;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  s = await createApplicationScenario(db, '201');
});

const sessionApplications = (sessionId: number | string, cookie?: string, query: Record<string, string> = {}) =>
  callRoute('GET', adminSessionApplicationsRoute, {
    path: `/api/admin/sessions/${sessionId}/applications`,
    params: { sessionId: String(sessionId) },
    query,
    cookie,
  });
const openingApplications = (openingId: number | string, round: number | string, cookie?: string, query: Record<string, string> = {}) =>
  callRoute('GET', adminOpeningApplicationsRoute, {
    path: `/api/admin/openings/${openingId}/applications/${round}`,
    params: { openingId: String(openingId), round: String(round) },
    query,
    cookie,
  });
const result = (
  sessionId: number | string,
  openingId: number | string,
  round: number | string,
  cookie?: string,
  headers?: Record<string, string>,
) =>
  callRoute('GET', resultRoute, {
    path: `/api/sessions/${sessionId}/openings/${openingId}/result/${round}`,
    params: { sessionId: String(sessionId), openingId: String(openingId), round: String(round) },
    cookie,
    headers,
  });

describe('who may call', () => {
  it('result: 404 for another company', async () => {
    const call = (cookie?: string) => result(s.session.sessionId, s.openings.mine1.openingId, 1, cookie);
    expect(await call(s.outsider.cookie)).toMatchObject({ status: 404, body: { message: 'Opening not found' } });
  });
});

describe('GET /api/admin/sessions/{sessionId}/applications', () => {
  it('lists every application of the current round by student then preference, with the opening’s company', async () => {
    const answer = await sessionApplications(s.session.sessionId, people.admin.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.meta.totalItem).toBe(6);
    expect(answer.body.items[0]).toEqual({
      applicationId: s.applications.a1.applicationId,
      round: 1,
      status: 'ACTIVE',
      studentPreferenceRank: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      student: { studentId: s.students.A.studentId, firstNameTh: 'สมชาย', lastNameTh: 'ใจดี', profileToken: expect.any(String) },
      opening: {
        openingId: s.openings.mine1.openingId,
        title: 'นักพัฒนาแบ็กเอนด์',
        companyId: s.myCompany.companyId,
        companyNameTh: 'บริษัท ของฉัน 201 จำกัด',
      },
    });
    expect(answer.body.items[1].opening.openingId).toBe(s.openings.others.openingId);
  });

  it('filters by status and round and pages', async () => {
    const scenario = await createApplicationScenario(db, '202');
    await cancelApplication(db, scenario.applications.b2.applicationId);
    const cancelled = await sessionApplications(scenario.session.sessionId, people.admin.cookie, { status: 'CANCELLED' });
    expect(cancelled.body.items.map((item: { applicationId: number }) => item.applicationId)).toEqual([
      scenario.applications.b2.applicationId,
    ]);
    expect((await sessionApplications(scenario.session.sessionId, people.admin.cookie, { round: '2' })).body.meta.totalItem).toBe(0);
    const paged = await sessionApplications(scenario.session.sessionId, people.admin.cookie, { limit: '4', page: '2' });
    expect(paged.body.meta).toEqual({ totalItem: 6, itemCount: 2, itemsPerPage: 4, totalPage: 2, currentPage: 2 });
  });

  it('answers 404 for an unknown session and 400 for bad input', async () => {
    expect(await sessionApplications(999999, people.admin.cookie)).toMatchObject({ status: 404, body: { message: 'Session not found' } });
    expect((await sessionApplications('x', people.admin.cookie)).status).toBe(400);
    expect((await sessionApplications(s.session.sessionId, people.admin.cookie, { status: 'DONE' })).status).toBe(400);
    expect((await sessionApplications(s.session.sessionId, people.admin.cookie, { round: '0' })).status).toBe(400);
  });
});

describe('GET /api/admin/openings/{openingId}/applications/{round}', () => {
  it('answers the company view at any time, even before the announcement', async () => {
    const scenario = await createApplicationScenario(db, '203', 'applicationAnnouncementDate', 3600);
    const answer = await openingApplications(scenario.openings.mine2.openingId, 1, people.admin.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item: { applicationId: number }) => item.applicationId)).toEqual([
      scenario.applications.c2.applicationId,
      scenario.applications.b2.applicationId,
    ]);
  });

  it('answers 404 for an unknown opening and 400 for a bad id', async () => {
    expect(await openingApplications(999999, 1, people.admin.cookie)).toMatchObject({
      status: 404,
      body: { message: 'Opening not found' },
    });
    expect((await openingApplications(s.openings.mine1.openingId, 'r', people.admin.cookie)).status).toBe(400);
  });
});

describe('GET /api/sessions/{sessionId}/openings/{openingId}/result/{round}', () => {
  async function matchedScenario(prefix: string) {
    const scenario = await createApplicationScenario(db, prefix, 'resultAnnouncementDate', 60);
    await insertCompanyRanking(db, {
      openingId: scenario.openings.mine1.openingId,
      selected: [scenario.applications.b1.applicationId, scenario.applications.a1.applicationId],
      excluded: [scenario.applications.c1.applicationId],
    });
    await db.insert(matchingResults).values([
      {
        sessionId: scenario.session.sessionId,
        round: 1,
        studentId: scenario.students.A.studentId,
        openingId: scenario.openings.mine1.openingId,
        source: 'ALGORITHM',
      },
      {
        sessionId: scenario.session.sessionId,
        round: 1,
        studentId: scenario.students.B.studentId,
        openingId: scenario.openings.mine2.openingId,
        source: 'ALGORITHM',
      },
      { sessionId: scenario.session.sessionId, round: 1, studentId: scenario.students.C.studentId, openingId: null, source: 'ALGORITHM' },
    ]);
    await db
      .update(enrollments)
      .set({ status: 'MATCHING_SUCCESS', assignedOpeningId: scenario.openings.mine1.openingId, matchedRound: 1 })
      .where(eq(enrollments.studentId, scenario.students.A.studentId));
    await db.update(sessions).set({ isMatchingInitiated: true }).where(eq(sessions.sessionId, scenario.session.sessionId));
    return scenario;
  }

  it('is refused with 403 before resultAnnouncementDate and answers the matched students from the date itself', async () => {
    const scenario = await matchedScenario('204');
    const before = await result(scenario.session.sessionId, scenario.openings.mine1.openingId, 1, scenario.me.cookie, IN_THAI);
    expect(before.status).toBe(403);
    expect(before.body.message).toMatch(/^ผลการจับคู่ของรอบที่ 1 ประกาศตั้งแต่ \d{1,2} \S+ \d{4} เวลา \d{2}:\d{2} น\.$/);

    await placeRound(db, scenario.group.sessionGroupId, 'resultAnnouncementDate', 0);
    const answer = await result(scenario.session.sessionId, scenario.openings.mine1.openingId, 1, scenario.me.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      opening: { openingId: scenario.openings.mine1.openingId, title: 'นักพัฒนาแบ็กเอนด์', quota: 2 },
      round: 1,
      resultAnnouncementDate: expect.any(String),
    });
    expect(answer.body.items).toEqual([
      expect.objectContaining({
        studentId: scenario.students.A.studentId,
        firstNameTh: 'สมชาย',
        email: `${scenario.students.A.studentId}@student.example.com`,
        studentPreferenceRank: 1,
        companyPreferenceRank: 2,
        source: 'ALGORITHM',
      }),
    ]);
  });

  it('is refused while the matching has not run, even after the date', async () => {
    const scenario = await createApplicationScenario(db, '205', 'resultAnnouncementDate', -60);
    expect((await result(scenario.session.sessionId, scenario.openings.mine1.openingId, 1, scenario.me.cookie)).status).toBe(403);
  });

  it('includes a student set by hand (enrollment only) as MANUAL', async () => {
    const scenario = await matchedScenario('206');
    await placeRound(db, scenario.group.sessionGroupId, 'resultAnnouncementDate', -60);
    await db
      .update(enrollments)
      .set({ status: 'MATCHING_SUCCESS', assignedOpeningId: scenario.openings.mine1.openingId, matchedRound: 1 })
      .where(eq(enrollments.studentId, scenario.students.C.studentId));
    const answer = await result(scenario.session.sessionId, scenario.openings.mine1.openingId, 1, scenario.me.cookie);
    expect(answer.body.items.map((item: { studentId: string; source: string }) => [item.studentId, item.source])).toEqual([
      [scenario.students.A.studentId, 'ALGORITHM'],
      [scenario.students.C.studentId, 'MANUAL'],
    ]);
  });

  it('answers 404 for an unknown round or session and 400 for bad ids', async () => {
    expect((await result(s.session.sessionId, s.openings.mine1.openingId, 3, s.me.cookie)).status).toBe(404);
    expect((await result(999999, s.openings.mine1.openingId, 1, s.me.cookie)).status).toBe(404);
    expect((await result(s.session.sessionId, 'x', 1, s.me.cookie)).status).toBe(400);
  });
});
