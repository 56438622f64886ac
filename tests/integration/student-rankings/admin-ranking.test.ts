import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DELETE as unsubmitRoute,
  GET as readStudentRanking,
} from '@/app/api/admin/sessions/[sessionId]/enrollments/[studentId]/ranking/[round]/route';
import { GET as listRankings } from '@/app/api/admin/sessions/[sessionId]/ranking/[round]/route';
import { POST as submitRoute } from '@/app/api/student/sessions/[sessionId]/ranking/route';
import type { Database } from '@/db/client';
import { applications, auditLogs, enrollments, sessions } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createRankingWorld, enrolledStudent } from './ranking-world';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let world: Awaited<ReturnType<typeof createRankingWorld>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  world = await createRankingWorld(db);
});

const twoCompanies = () => [world.acmeDeveloper.openingId, world.betaAnalyst.openingId];
const submit = (person: TestPerson, openingIds: number[]) =>
  callRoute('POST', submitRoute, {
    path: `/api/student/sessions/${world.session.sessionId}/ranking`,
    params: { sessionId: String(world.session.sessionId) },
    cookie: person.cookie,
    body: { openingIds },
  });

function onStudent(method: 'GET' | 'DELETE', studentId: string, options: { cookie?: string; sessionId?: string; round?: string } = {}) {
  const params = { sessionId: options.sessionId ?? String(world.session.sessionId), studentId, round: options.round ?? '1' };
  return callRoute(method, method === 'GET' ? readStudentRanking : unsubmitRoute, {
    path: `/api/admin/sessions/${params.sessionId}/enrollments/${studentId}/ranking/${params.round}`,
    params,
    cookie: 'cookie' in options ? options.cookie : people.admin.cookie,
  });
}
function list(options: { cookie?: string; sessionId?: string; round?: string; query?: Record<string, string> } = {}) {
  const params = { sessionId: options.sessionId ?? String(world.session.sessionId), round: options.round ?? '1' };
  return callRoute('GET', listRankings, {
    path: `/api/admin/sessions/${params.sessionId}/ranking/${params.round}`,
    params,
    query: options.query,
    cookie: 'cookie' in options ? options.cookie : people.admin.cookie,
  });
}

describe('who may call the admin ranking endpoints', () => {
  it('answers 404 for an unknown session, student or round, and 400 for a bad limit', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    expect((await onStudent('GET', 'nobody')).status).toBe(404);
    expect((await onStudent('GET', student.studentId, { sessionId: '999999' })).status).toBe(404);
    expect((await onStudent('GET', student.studentId, { round: '2' })).status).toBe(404);
    expect((await onStudent('DELETE', 'nobody')).status).toBe(404);
    expect((await list({ sessionId: '999999' })).status).toBe(404);
    expect((await list({ round: '3' })).status).toBe(404);
    expect((await list({ query: { limit: '0' } })).status).toBe(400);
  });
});

describe('GET and DELETE /api/admin/sessions/{sessionId}/enrollments/{studentId}/ranking/{round}', () => {
  it('shows the ranking with who submitted each step', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    await submit(student, twoCompanies());
    const read = await onStudent('GET', student.studentId);
    expect(read.status).toBe(200);
    expect(read.body.openings.map((opening: { openingId: number }) => opening.openingId)).toEqual(twoCompanies());
    expect(read.body.history).toEqual([
      expect.objectContaining({
        action: 'SUBMIT',
        submittedBy: { platformUid: student.platformUid, username: student.username, email: `${student.username}@example.com` },
      }),
    ]);
  });

  it('unsubmits: applications cancelled, enrollment back to RANKING_PENDING, history kept, audited; a resubmission reuses the application ids', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    await submit(student, twoCompanies());
    const before = await db
      .select()
      .from(applications)
      .where(eq(applications.studentId, student.studentId))
      .orderBy(applications.applicationId);

    const answer = await onStudent('DELETE', student.studentId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: expect.any(String) });
    const cancelled = await db.select().from(applications).where(eq(applications.studentId, student.studentId));
    expect(cancelled.every((row) => row.status === 'CANCELLED')).toBe(true);
    const [enrollment] = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.sessionId, world.session.sessionId), eq(enrollments.studentId, student.studentId)));
    expect(enrollment.status).toBe('RANKING_PENDING');
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.action, 'ranking.student.unsubmit'));
    expect(
      audit.some(
        (row) => row.entityId === `${world.session.sessionId}:${student.studentId}` && row.actorPlatformUid === people.admin.platformUid,
      ),
    ).toBe(true);

    const read = await onStudent('GET', student.studentId);
    expect(read.body).toMatchObject({ openings: [], isSubmitted: false, submittedAt: null });
    expect(
      read.body.history.map((entry: { action: string; submittedBy: { platformUid: string } }) => [
        entry.action,
        entry.submittedBy.platformUid,
      ]),
    ).toEqual([
      ['SUBMIT', student.platformUid],
      ['UNSUBMIT', people.admin.platformUid],
    ]);

    const again = await submit(student, twoCompanies());
    expect(again.status).toBe(201);
    const after = await db
      .select()
      .from(applications)
      .where(eq(applications.studentId, student.studentId))
      .orderBy(applications.applicationId);
    expect(after.map((row) => [row.applicationId, row.status])).toEqual(before.map((row) => [row.applicationId, 'ACTIVE']));
  });

  it('refuses to unsubmit when nothing stands (409) or once the matching has run (409)', async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    expect((await onStudent('DELETE', student.studentId)).status).toBe(409);
    await submit(student, twoCompanies());
    await db.update(sessions).set({ isMatchingInitiated: true }).where(eq(sessions.sessionId, world.session.sessionId));
    try {
      const answer = await onStudent('DELETE', student.studentId);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/matching of round 1 has already run/);
    } finally {
      await db.update(sessions).set({ isMatchingInitiated: false }).where(eq(sessions.sessionId, world.session.sessionId));
    }
  });
});

describe('GET /api/admin/sessions/{sessionId}/ranking/{round}', () => {
  it('lists every enrolled student with the ranking state, filters, pages and counts', async () => {
    const submitted = await enrolledStudent(db, world.session.sessionId);
    await submit(submitted, twoCompanies());
    await enrolledStudent(db, world.session.sessionId);

    const all = await list({ query: { limit: '100' } });
    expect(all.status).toBe(200);
    expect(all.body.enrolledCount).toBe(all.body.meta.totalItem);
    const row = all.body.items.find((item: { studentId: string }) => item.studentId === submitted.studentId);
    expect(row).toMatchObject({ isSubmitted: true, lastAction: 'SUBMIT', applicationCount: 2, enrollmentStatus: 'RANKING_SUBMITTED' });

    const onlySubmitted = await list({ query: { isSubmitted: 'true', limit: '100' } });
    expect(onlySubmitted.body.items.every((item: { isSubmitted: boolean }) => item.isSubmitted)).toBe(true);
    expect(onlySubmitted.body.meta.totalItem).toBe(all.body.submittedCount);
    const notSubmitted = await list({ query: { isSubmitted: 'false', limit: '1' } });
    expect(notSubmitted.body.items).toHaveLength(1);
    expect(notSubmitted.body.meta.totalItem).toBe(all.body.enrolledCount - all.body.submittedCount);
  });
});
