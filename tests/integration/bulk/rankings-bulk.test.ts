import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as unsubmitCompanyRankings } from '@/app/api/admin/session-groups/[sessionGroupId]/openings/ranking/[round]/unsubmit/route';
import { POST as unsubmitStudentRankings } from '@/app/api/admin/sessions/[sessionId]/ranking/[round]/unsubmit/route';
import type { Database } from '@/db/client';
import { auditLogs, enrollments, openings, sessions } from '@/db/schema';
import { callRoute } from '../../support/api';
import {
  createCompany,
  createOpening,
  createPeopleOfEveryRole,
  createPerson,
  createSession,
  createSessionGroup,
} from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { insertCompanyRanking, submitStudentRanking } from '../../support/rankings';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
const WRONG_ROLES = ['student', 'company_user', 'external_user'] as const;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

async function world() {
  const group = await createSessionGroup(db);
  const session = await createSession(db, group.sessionGroupId);
  const company = await createCompany(db);
  const opening = await createOpening(db, session.sessionId, company.companyId, { status: 'PUBLISHED', publishedAt: new Date() });
  return { groupId: group.sessionGroupId, sessionId: session.sessionId, companyId: company.companyId, openingId: opening.openingId };
}

describe('POST /api/admin/sessions/{sessionId}/ranking/{round}/unsubmit', () => {
  const post = (sessionId: number, body: unknown, cookie = people.admin.cookie, round = '1') =>
    callRoute('POST', unsubmitStudentRankings, {
      path: `/api/admin/sessions/${sessionId}/ranking/${round}/unsubmit`,
      params: { sessionId: String(sessionId), round },
      body,
      cookie,
    });
  const statusOf = async (sessionId: number, ids: string[]) =>
    (
      await db
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.sessionId, sessionId), inArray(enrollments.studentId, ids)))
    )
      .sort((a, b) => (a.studentId < b.studentId ? -1 : 1))
      .map((row) => row.status);

  async function submitted(count: number) {
    const w = await world();
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const student = await createPerson(db, 'student');
      await submitStudentRanking(db, { sessionId: w.sessionId, studentId: student.studentId!, openingIds: [w.openingId] });
      ids.push(student.studentId!);
    }
    return { ...w, ids: ids.sort() };
  }

  it("unsubmits the chosen students' rankings, one audit row each", async () => {
    const { sessionId, ids } = await submitted(2);
    const answer = await post(sessionId, { ids });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: 2, ids });
    expect(await statusOf(sessionId, ids)).toEqual(['RANKING_PENDING', 'RANKING_PENDING']);
    expect(
      (
        await db
          .select()
          .from(auditLogs)
          .where(
            inArray(
              auditLogs.entityId,
              ids.map((id) => `${sessionId}:${id}`),
            ),
          )
      ).map((row) => row.action),
    ).toEqual(['ranking.student.unsubmit', 'ranking.student.unsubmit']);
  });

  it('is all or nothing: a student without a standing ranking is a 409 naming them and no ranking changes', async () => {
    const { sessionId, ids } = await submitted(2);
    const idle = await createPerson(db, 'student');
    await db.insert(enrollments).values({ sessionId, studentId: idle.studentId!, status: 'RANKING_PENDING' });
    const answer = await post(sessionId, { ids: [...ids, idle.studentId] });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain(idle.studentId);
    expect(await statusOf(sessionId, ids)).toEqual(['RANKING_SUBMITTED', 'RANKING_SUBMITTED']);
  });

  it('allMatching {isSubmitted: true} reaches every submitted student of the list, across its pages', async () => {
    const { sessionId, ids } = await submitted(12);
    const idle = await createPerson(db, 'student');
    await db.insert(enrollments).values({ sessionId, studentId: idle.studentId!, status: 'RANKING_PENDING' });
    const answer = await post(sessionId, { allMatching: { isSubmitted: 'true', page: '2', limit: '5' } });
    expect(answer.body).toEqual({ count: 12, ids });
    expect(new Set(await statusOf(sessionId, ids))).toEqual(new Set(['RANKING_PENDING']));
  });

  it('answers 404 for an unknown session or round, 409 once the matching ran, 400 for a bad body', async () => {
    const { sessionId, ids } = await submitted(1);
    expect((await post(999_999_999, { allMatching: {} })).status).toBe(404);
    expect((await post(sessionId, { allMatching: {} }, people.admin.cookie, '5')).status).toBe(404);
    for (const body of [{}, { ids: [] }, { ids: [1] }, { allMatching: { isSubmitted: 'yes' } }])
      expect((await post(sessionId, body)).status).toBe(400);
    await db.update(sessions).set({ isMatchingInitiated: true }).where(eq(sessions.sessionId, sessionId));
    expect((await post(sessionId, { ids })).status).toBe(409);
    expect(await statusOf(sessionId, ids)).toEqual(['RANKING_SUBMITTED']);
  });
});

describe('POST /api/admin/session-groups/{sessionGroupId}/openings/ranking/{round}/unsubmit', () => {
  const post = (groupId: number, body: unknown, cookie = people.admin.cookie, round = '1') =>
    callRoute('POST', unsubmitCompanyRankings, {
      path: `/api/admin/session-groups/${groupId}/openings/ranking/${round}/unsubmit`,
      params: { sessionGroupId: String(groupId), round },
      body,
      cookie,
    });
  const statusOf = async (ids: number[]) =>
    (await db.select().from(openings).where(inArray(openings.openingId, ids)))
      .sort((a, b) => a.openingId - b.openingId)
      .map((row) => row.status);

  async function rankedOpenings(count: number, title = 'ตำแหน่ง') {
    const w = await world();
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const opening = await createOpening(db, w.sessionId, w.companyId, { status: 'RANKING_SUBMITTED', publishedAt: new Date(), title });
      await insertCompanyRanking(db, { openingId: opening.openingId, selected: [] });
      ids.push(opening.openingId);
    }
    return { ...w, ids };
  }

  it("unsubmits the chosen openings' company rankings (back to PUBLISHED), one audit row each", async () => {
    const { groupId, ids } = await rankedOpenings(2);
    const answer = await post(groupId, { ids });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: 2, ids });
    expect(await statusOf(ids)).toEqual(['PUBLISHED', 'PUBLISHED']);
    expect(
      (
        await db
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.action, 'company-ranking.unsubmit'), inArray(auditLogs.entityId, ids.map(String))))
      ).length,
    ).toBe(2);
  });

  it('is all or nothing: an opening without a submitted ranking is a 409, one of another group a 404, and nothing changes', async () => {
    const { groupId, ids, openingId } = await rankedOpenings(2);
    const refused = await post(groupId, { ids: [...ids, openingId] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`Opening ${openingId}`);
    const other = await rankedOpenings(1);
    expect((await post(groupId, { ids: [...ids, ...other.ids] })).status).toBe(404);
    expect(await statusOf([...ids, ...other.ids])).toEqual(['RANKING_SUBMITTED', 'RANKING_SUBMITTED', 'RANKING_SUBMITTED']);
  });

  it('allMatching applies the group openings filter across pages', async () => {
    const marker = `อันดับ${Math.random().toString(36).slice(2, 8)}`;
    const { groupId, ids } = await rankedOpenings(7, marker);
    const answer = await post(groupId, { allMatching: { status: 'RANKING_SUBMITTED', search: marker, limit: '3', page: '3' } });
    expect(answer.body).toEqual({ count: 7, ids });
    expect(new Set(await statusOf(ids))).toEqual(new Set(['PUBLISHED']));
  });

  it('answers 404 for an unknown group and 400 for a bad body, and a refused unsubmit changes nothing', async () => {
    const { groupId, ids } = await rankedOpenings(1);
    expect((await post(999_999_999, { allMatching: {} })).status).toBe(404);
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { allMatching: { round: '0' } }])
      expect((await post(groupId, body)).status).toBe(400);
    for (const role of WRONG_ROLES) expect((await post(groupId, { ids }, people[role].cookie)).status).toBe(403);
    expect(await statusOf(ids)).toEqual(['RANKING_SUBMITTED']);
  });
});
