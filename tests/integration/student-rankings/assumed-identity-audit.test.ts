import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as assumeStudent } from '@/app/api/admin/auth/assume-identity/student/route';
import { DELETE as unbookmarkRoute, POST as bookmarkRoute } from '@/app/api/sessions/[sessionId]/openings/[openingId]/bookmark/route';
import { PUT as saveDraft } from '@/app/api/student/sessions/[sessionId]/ranking/draft/route';
import type { Database } from '@/db/client';
import { auditLogs } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createRankingWorld, enrolledStudent } from './ranking-world';

let db: Database;
let world: Awaited<ReturnType<typeof createRankingWorld>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  world = await createRankingWorld(db);
});

const ACTIONS = ['ranking.draft.save', 'bookmark.add', 'bookmark.remove'];

function draft(cookie: string, openingIds: number[]) {
  const sessionId = String(world.session.sessionId);
  return callRoute('PUT', saveDraft, {
    path: `/api/student/sessions/${sessionId}/ranking/draft`,
    params: { sessionId },
    cookie,
    body: { openingIds },
  });
}

function bookmark(method: 'POST' | 'DELETE', cookie: string, openingId: number) {
  const params = { sessionId: String(world.session.sessionId), openingId: String(openingId) };
  return callRoute(method, method === 'POST' ? bookmarkRoute : unbookmarkRoute, {
    path: `/api/sessions/${params.sessionId}/openings/${openingId}/bookmark`,
    params,
    cookie,
  });
}

async function auditsBy(actorPlatformUid: string) {
  return db
    .select()
    .from(auditLogs)
    .where(and(inArray(auditLogs.action, ACTIONS), eq(auditLogs.actorPlatformUid, actorPlatformUid)))
    .orderBy(auditLogs.id);
}

describe('writes made while an admin acts as a student are audited', () => {
  it('a draft save and a bookmark add and remove each leave a row naming the admin and the student', async () => {
    const admin = await createPerson(db, 'admin');
    const student = await enrolledStudent(db, world.session.sessionId);
    expect(
      (
        await callRoute('POST', assumeStudent, {
          path: '/api/admin/auth/assume-identity/student',
          body: { studentId: student.studentId },
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(200);

    expect((await draft(admin.cookie, [world.acmeDeveloper.openingId])).status).toBe(200);
    expect((await bookmark('POST', admin.cookie, world.betaAnalyst.openingId)).status).toBe(200);
    expect((await bookmark('DELETE', admin.cookie, world.betaAnalyst.openingId)).status).toBe(200);

    const rows = await auditsBy(admin.platformUid);
    expect(rows.map((row) => row.action)).toEqual(['ranking.draft.save', 'bookmark.add', 'bookmark.remove']);
    for (const row of rows) expect(row).toMatchObject({ actingRole: 'student', assumedPlatformUid: student.platformUid });
    expect(rows[0].details).toMatchObject({ sessionId: world.session.sessionId, openingIds: [world.acmeDeveloper.openingId] });
    expect(rows[1]).toMatchObject({ entityType: 'opening', entityId: String(world.betaAnalyst.openingId) });
  });

  it("the student's own writes stay unaudited (kept as their own history)", async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    expect((await draft(student.cookie, [world.acmeDeveloper.openingId])).status).toBe(200);
    expect((await bookmark('POST', student.cookie, world.betaAnalyst.openingId)).status).toBe(200);
    expect(await auditsBy(student.platformUid)).toEqual([]);
  });
});
