import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as setStudentMatch } from '@/app/api/admin/sessions/[sessionId]/enrollments/[studentId]/matching/route';
import { GET as getRecord } from '@/app/api/admin/sessions/[sessionId]/matching/[round]/record/route';
import { GET as getResults } from '@/app/api/admin/sessions/[sessionId]/matching/[round]/route';
import { DELETE as undoRun, POST as run } from '@/app/api/admin/sessions/[sessionId]/matching/route';
import type { Database } from '@/db/client';
import { applications, auditLogs, enrollments, matchRecords } from '@/db/schema';
import { verifyMatchRecord } from '@/match-verify/verify-record';
import { callRoute } from '../../support/api';
import {
  createCompany,
  createOpening,
  createPeopleOfEveryRole,
  createPerson,
  createSession,
  createSessionGroup,
  type TestPerson,
} from '../../support/fixtures';
import { validateJsonSchema } from '../../support/json-schema';
import { openMatchingWindow, submitCompanyRankingRows, submitRankingRows } from '../../support/matching-fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
const schema = JSON.parse(readFileSync(path.resolve('docs/match-record.schema.json'), 'utf8')) as Record<string, unknown>;

/**
 * The matching tests' round: s1: A, B; s2: A, B; s3: B, C; s4: C, A. A (quota 1) ranks s2, s1 and excludes s4;
 * B (quota 2) ranks s1, s3 and excludes s2; C (quota 1) has no ranking. Result: s1→B, s2→A, s3→B, s4 unmatched.
 */
type World = Awaited<ReturnType<typeof createWorld>>;
let world: World;
let serial = 0;

async function createWorld() {
  serial++;
  const group = await createSessionGroup(db, { roundCount: 2 });
  const session = await createSession(db, group.sessionGroupId);
  const company = await createCompany(db, { companyNameTh: `บริษัท บันทึกผล ${serial} จำกัด` });
  const [a, b, c] = await Promise.all(
    (['A', 'B', 'C'] as const).map((name) =>
      createOpening(db, session.sessionId, company.companyId, {
        title: `ตำแหน่ง ${name}`,
        quota: name === 'B' ? 2 : 1,
        status: 'PUBLISHED',
      }),
    ),
  );
  const students: TestPerson[] = [];
  for (let index = 1; index <= 4; index++)
    students.push(await createPerson(db, 'student', { studentId: `68${String(serial).padStart(4, '0')}${index}000` }));
  const [s1, s2, s3, s4] = students;
  await db
    .insert(enrollments)
    .values(
      students.map((student) => ({ sessionId: session.sessionId, studentId: student.studentId!, status: 'RANKING_PENDING' as const })),
    );
  const round = 1;
  const lists: [TestPerson, number[]][] = [
    [s1, [a.openingId, b.openingId]],
    [s2, [a.openingId, b.openingId]],
    [s3, [b.openingId, c.openingId]],
    [s4, [c.openingId, a.openingId]],
  ];
  for (const [student, openingIds] of lists)
    await submitRankingRows(db, { sessionId: session.sessionId, round, studentId: student.studentId!, openingIds });
  await submitCompanyRankingRows(db, { openingId: a.openingId, round, selectedStudentIds: [s2.studentId!, s1.studentId!] });
  await submitCompanyRankingRows(db, { openingId: b.openingId, round, selectedStudentIds: [s1.studentId!, s3.studentId!] });
  await openMatchingWindow(db, group.sessionGroupId);
  return { session, a, b, c, students, s1, s2, s3, s4, sessionId: String(session.sessionId) };
}

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

beforeEach(async () => {
  world = await createWorld();
});

const admin = () => people.admin.cookie;
const callRun = () =>
  callRoute('POST', run, {
    path: `/api/admin/sessions/${world.sessionId}/matching`,
    params: { sessionId: world.sessionId },
    cookie: admin(),
  });
const callRecord = (round = '1', sessionId = world.sessionId) =>
  callRoute('GET', getRecord, {
    path: `/api/admin/sessions/${sessionId}/matching/${round}/record`,
    params: { sessionId, round },
    cookie: admin(),
  });
const runAuditDigests = async (action: 'matching.run' | 'matching.rerun') =>
  (
    await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, world.sessionId)))
  ).map((row) => (row.details as { recordDigest?: string }).recordDigest);

describe('GET /api/admin/sessions/{sessionId}/matching/{round}/record', () => {
  it("answers the run's record as a JSON download that validates, verifies, and carries the digest of the run's audit entry", async () => {
    const ran = await callRun();
    expect(ran.status).toBe(200);
    const answer = await callRecord();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="match-record-session-${world.sessionId}-round-1-run-${ran.body.runId}\\.json"`),
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const record = answer.body;
    expect(validateJsonSchema(schema, record)).toBeNull();
    expect(verifyMatchRecord(record)).toEqual({ valid: true });

    // One digest everywhere: the record, the run's answer, its audit entry, the results screen's latest run.
    expect(record.digest).toBe(ran.body.recordDigest);
    expect(await runAuditDigests('matching.run')).toEqual([record.digest]);
    const results = await callRoute('GET', getResults, {
      path: `/api/admin/sessions/${world.sessionId}/matching/1`,
      params: { sessionId: world.sessionId, round: '1' },
      cookie: admin(),
    });
    expect(results.body.latestRun).toMatchObject({ runId: ran.body.runId, recordDigest: record.digest });

    expect(record.run).toEqual({
      sessionId: world.session.sessionId,
      sessionTitle: world.session.title,
      round: 1,
      runId: ran.body.runId,
      runAt: ran.body.runAt,
    });
    // The instance the engine used, with nobody named: four students, three openings by remaining quota, and the
    // result's shape (the numbering is random, so the test finds each opening by what it holds).
    expect(record.input.students).toHaveLength(4);
    const openings = record.input.openings as { id: string; capacity: number; ranking: string[]; excluded: string[] }[];
    const find = (capacity: number, rankedCount: number) =>
      openings.find((opening) => opening.capacity === capacity && opening.ranking.length === rankedCount)!;
    const [a, b, c] = [find(1, 2), find(2, 2), find(1, 0)];
    expect([a, b, c].map((opening) => opening.excluded.length)).toEqual([1, 1, 2]);
    expect(record.result.matches.filter(([, opening]: [string, string]) => opening === a.id)).toHaveLength(1);
    expect(record.result.matches).toHaveLength(3);
    expect(record.result.unmatched).toHaveLength(1);
    expect(record.result.matches.filter(([, opening]: [string, string]) => opening === b.id)).toHaveLength(2);
    const text = JSON.stringify(record);
    for (const student of world.students) expect(text).not.toContain(student.studentId!);
    expect(text).not.toContain('ตำแหน่ง');
    expect(text).not.toContain(`"${world.a.openingId}"`);
  });

  it('answers the very record of the run after rankings changed, and the new one after a rerun', async () => {
    await callRun();
    const first = await callRecord();
    // A student's list changes behind the run's back (an admin's fix straight in the data): the record stands.
    await db
      .update(applications)
      .set({ status: 'CANCELLED' })
      .where(and(eq(applications.studentId, world.s2.studentId!), eq(applications.openingId, world.a.openingId)));
    const again = await callRecord();
    expect(again.body).toEqual(first.body);

    const rerun = await callRun();
    const second = await callRecord();
    expect(second.body.digest).toBe(rerun.body.recordDigest);
    expect(second.body.digest).not.toBe(first.body.digest);
    expect(second.body.run.runId).toBe(rerun.body.runId);
    expect(verifyMatchRecord(second.body)).toEqual({ valid: true });
    expect(await runAuditDigests('matching.rerun')).toEqual([second.body.digest]);
    const [stored] = await db.select().from(matchRecords).where(eq(matchRecords.runId, rerun.body.runId));
    expect(stored).toMatchObject({ version: 1, digest: second.body.digest });
  });

  it('leaves out a student placed by hand before the run, and counts the place as taken', async () => {
    const set = await callRoute('POST', setStudentMatch, {
      path: `/api/admin/sessions/${world.sessionId}/enrollments/${world.s4.studentId}/matching`,
      params: { sessionId: world.sessionId, studentId: world.s4.studentId! },
      body: { openingId: world.c.openingId },
      cookie: admin(),
    });
    expect(set.status).toBe(200);
    await callRun();
    const record = (await callRecord()).body;
    expect(record.input.students).toHaveLength(3);
    expect(record.input.openings.map((opening: { capacity: number }) => opening.capacity).sort()).toEqual([0, 1, 2]);
    expect(verifyMatchRecord(record)).toEqual({ valid: true });
  });

  it('answers 404 before any run, after the run was undone, and for a round or session that does not exist', async () => {
    const before = await callRecord();
    expect(before.status).toBe(404);
    expect(before.body).toEqual({ message: 'Round 1 has no matching run' });
    await callRun();
    expect((await callRecord()).status).toBe(200);
    const undone = await callRoute('DELETE', undoRun, {
      path: `/api/admin/sessions/${world.sessionId}/matching`,
      params: { sessionId: world.sessionId },
      cookie: admin(),
    });
    expect(undone.status).toBe(200);
    expect(await callRecord()).toMatchObject({ status: 404, body: { message: 'The latest matching run of round 1 was undone' } });
    expect(await callRecord('2')).toMatchObject({ status: 404, body: { message: 'Round 2 not found' } });
    expect((await callRecord('1', '999999')).status).toBe(404);
  });
});
