import { beforeAll, describe, expect, it } from 'vitest';
import { GET as sharedRankingsRoute } from '@/app/api/student/sessions/[sessionId]/shared-rankings/[round]/route';
import type { Database } from '@/db/client';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { insertCompanyRanking, placeRound } from '../../support/rankings';
import { createApplicationScenario, type ApplicationScenario } from '../applications/scenario';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let s: ApplicationScenario;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  // Between the company ranking deadline and the reorder deadline: the reorder window.
  s = await createApplicationScenario(db, '401', 'reorderRankingDeadline', 3600);
  await insertCompanyRanking(db, {
    openingId: s.openings.mine1.openingId,
    selected: [s.applications.b1.applicationId, s.applications.c1.applicationId],
    excluded: [s.applications.a1.applicationId],
    shared: [s.applications.c1.applicationId],
  });
  await insertCompanyRanking(db, {
    openingId: s.openings.mine2.openingId,
    selected: [s.applications.c2.applicationId],
    shared: [s.applications.c2.applicationId],
  });
});

const shared = (sessionId: number | string, round: number | string, cookie?: string) =>
  callRoute('GET', sharedRankingsRoute, {
    path: `/api/student/sessions/${sessionId}/shared-rankings/${round}`,
    params: { sessionId: String(sessionId), round: String(round) },
    cookie,
  });

describe('GET /api/student/sessions/{sessionId}/shared-rankings/{round}', () => {
  it('lists the student’s applications whose company shared its rank, in the student’s order', async () => {
    const answer = await shared(s.session.sessionId, 1, s.students.C.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      round: 1,
      reorderRankingDeadline: expect.any(String),
      items: [
        {
          openingId: s.openings.mine2.openingId,
          openingTitle: 'นักวิเคราะห์ข้อมูล',
          companyId: s.myCompany.companyId,
          companyNameTh: 'บริษัท ของฉัน 401 จำกัด',
          studentPreferenceRank: 1,
          companyPreferenceRank: 1,
        },
        {
          openingId: s.openings.mine1.openingId,
          openingTitle: 'นักพัฒนาแบ็กเอนด์',
          companyId: s.myCompany.companyId,
          companyNameTh: 'บริษัท ของฉัน 401 จำกัด',
          studentPreferenceRank: 2,
          companyPreferenceRank: 2,
        },
      ],
    });
  });

  it('never shows a rank the company did not share, nor an exclusion', async () => {
    expect((await shared(s.session.sessionId, 1, s.students.B.cookie)).body.items).toEqual([]);
    expect((await shared(s.session.sessionId, 1, s.students.A.cookie)).body.items).toEqual([]);
  });

  it('is empty from reorderRankingDeadline on, and in a round that offers no reorder', async () => {
    const scenario = await createApplicationScenario(db, '402', 'reorderRankingDeadline', 0);
    await insertCompanyRanking(db, {
      openingId: scenario.openings.mine2.openingId,
      selected: [scenario.applications.c2.applicationId],
      shared: [scenario.applications.c2.applicationId],
    });
    expect((await shared(scenario.session.sessionId, 1, scenario.students.C.cookie)).body.items).toEqual([]);
    await placeRound(db, scenario.group.sessionGroupId, 'companyRankingDeadline', -60);
    expect((await shared(scenario.session.sessionId, 1, scenario.students.C.cookie)).body.items).toHaveLength(1);
    await placeRound(db, scenario.group.sessionGroupId, 'companyRankingDeadline', -60, { withoutReorder: true });
    expect((await shared(scenario.session.sessionId, 1, scenario.students.C.cookie)).body).toEqual({
      round: 1,
      reorderRankingDeadline: null,
      items: [],
    });
  });

  it('answers 404 for a session the student is not enrolled in, an unknown session or round', async () => {
    expect(await shared(s.session.sessionId, 1, people.student.cookie)).toMatchObject({
      status: 404,
      body: { message: 'Session not found' },
    });
    expect((await shared(999999, 1, s.students.C.cookie)).status).toBe(404);
    expect((await shared(s.session.sessionId, 4, s.students.C.cookie)).status).toBe(404);
  });
});
