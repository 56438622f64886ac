import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as adminBookmarks } from '@/app/api/admin/sessions/[sessionId]/bookmark/[studentId]/route';
import { DELETE as unbookmark, POST as bookmark } from '@/app/api/sessions/[sessionId]/openings/[openingId]/bookmark/route';
import { GET as listBookmarks } from '@/app/api/sessions/[sessionId]/bookmark/route';
import type { Database } from '@/db/client';
import { auditLogs, bookmarks, openings, students } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createAdminActingAsStudent, createPeopleOfEveryRole, createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createOpeningWorld, enroll } from './openings-fixtures';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let world: Awaited<ReturnType<typeof createOpeningWorld>>;
let student: TestPerson;
let classmate: TestPerson;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  world = await createOpeningWorld(db);
  student = people.student;
  classmate = await createPerson(db, 'student');
  await enroll(db, world.session.sessionId, student);
  await enroll(db, world.session.sessionId, classmate);
  await enroll(db, world.upcomingSession.sessionId, student);
});

function toggle(method: 'POST' | 'DELETE', openingId: number | string, options: { cookie?: string; sessionId?: string } = {}) {
  const sessionId = options.sessionId ?? String(world.session.sessionId);
  return callRoute(method, method === 'POST' ? bookmark : unbookmark, {
    path: `/api/sessions/${sessionId}/openings/${openingId}/bookmark`,
    params: { sessionId, openingId: String(openingId) },
    cookie: 'cookie' in options ? options.cookie : student.cookie,
  });
}

function myBookmarks(options: { cookie?: string; sessionId?: string; query?: Record<string, string> } = {}) {
  const sessionId = options.sessionId ?? String(world.session.sessionId);
  return callRoute('GET', listBookmarks, {
    path: `/api/sessions/${sessionId}/bookmark`,
    params: { sessionId },
    query: options.query,
    cookie: 'cookie' in options ? options.cookie : student.cookie,
  });
}

async function bookmarkRows(studentId: string, openingId: number) {
  return db
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.studentId, studentId), eq(bookmarks.openingId, openingId)));
}

describe('POST and DELETE /api/sessions/{sessionId}/openings/{openingId}/bookmark', () => {
  it('bookmarks idempotently (200 both times, one row)', async () => {
    const first = await toggle('POST', world.developer.openingId);
    const second = await toggle('POST', world.developer.openingId);

    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: expect.any(String) });
    expect(second.status).toBe(200);
    expect(await bookmarkRows(student.studentId!, world.developer.openingId)).toHaveLength(1);
  });

  it('removes idempotently (200 both times, no row left)', async () => {
    await toggle('POST', world.accountant.openingId);
    const first = await toggle('DELETE', world.accountant.openingId);
    const second = await toggle('DELETE', world.accountant.openingId);

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await bookmarkRows(student.studentId!, world.accountant.openingId)).toHaveLength(0);
  });

  it('answers 404 for openings the student cannot see and writes nothing', async () => {
    for (const opening of [world.draft, world.withdrawn, world.elsewhere]) {
      expect((await toggle('POST', opening.openingId)).status).toBe(404);
      expect(await bookmarkRows(student.studentId!, opening.openingId)).toHaveLength(0);
    }
    expect((await toggle('POST', world.upcoming.openingId, { sessionId: String(world.upcomingSession.sessionId) })).status).toBe(404);
    expect((await toggle('POST', 999999)).status).toBe(404);
    expect((await toggle('DELETE', world.draft.openingId)).status).toBe(404);
    expect((await toggle('POST', world.developer.openingId, { sessionId: String(world.otherSession.sessionId) })).status).toBe(404);
  });

  it('still removes a bookmark after the opening was withdrawn', async () => {
    const opening = (
      await db
        .insert(openings)
        .values({ ...world.designer, openingId: undefined, status: 'PUBLISHED', title: 'ชั่วคราว' } as never)
        .returning()
    )[0];
    await toggle('POST', opening.openingId);
    await db.update(openings).set({ status: 'WITHDRAWN' }).where(eq(openings.openingId, opening.openingId));

    expect((await toggle('DELETE', opening.openingId)).status).toBe(200);
    expect(await bookmarkRows(student.studentId!, opening.openingId)).toHaveLength(0);
  });

  it('answers 400 for a negative session id', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await toggle(method, world.developer.openingId, { sessionId: '-1' })).status).toBe(400);
    }
  });
});

describe('GET /api/sessions/{sessionId}/bookmark', () => {
  it('answers the student’s own visible bookmarks, newest first, with isBookmarked', async () => {
    await toggle('POST', world.designer.openingId);
    await db.insert(bookmarks).values({ studentId: student.studentId!, openingId: world.withdrawn.openingId });
    await db.insert(bookmarks).values({ studentId: classmate.studentId!, openingId: world.accountant.openingId });

    const answer = await myBookmarks();

    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item: { openingId: number }) => item.openingId)).toEqual([
      world.designer.openingId,
      world.developer.openingId,
    ]);
    expect(answer.body.items.every((item: { isBookmarked: boolean }) => item.isBookmarked)).toBe(true);
    expect(answer.body.meta).toEqual({ totalItem: 2, itemCount: 2, itemsPerPage: 20, totalPage: 1, currentPage: 1 });
    const paged = await myBookmarks({ query: { page: '2', limit: '1' } });
    expect(paged.body.items.map((item: { openingId: number }) => item.openingId)).toEqual([world.developer.openingId]);
  });

  it('is empty before the announcement, 404 outside the student’s sessions', async () => {
    const upcoming = await myBookmarks({ sessionId: String(world.upcomingSession.sessionId) });
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.items).toEqual([]);
    expect((await myBookmarks({ sessionId: String(world.otherSession.sessionId) })).status).toBe(404);
  });

  it('answers 400 for a bad limit', async () => {
    expect((await myBookmarks({ query: { limit: '0' } })).status).toBe(400);
  });
});

describe('GET /api/admin/sessions/{sessionId}/bookmark/{studentId}', () => {
  function asAdmin(studentId: string, options: { cookie?: string; sessionId?: string } = {}) {
    const sessionId = options.sessionId ?? String(world.session.sessionId);
    return callRoute('GET', adminBookmarks, {
      path: `/api/admin/sessions/${sessionId}/bookmark/${studentId}`,
      params: { sessionId, studentId },
      cookie: 'cookie' in options ? options.cookie : people.admin.cookie,
    });
  }

  it('answers every bookmark of the student in the session, withdrawn ones included', async () => {
    const answer = await asAdmin(student.studentId!);

    expect(answer.status).toBe(200);
    const ids = answer.body.items.map((item: { openingId: number }) => item.openingId);
    expect(ids).toEqual(expect.arrayContaining([world.designer.openingId, world.developer.openingId, world.withdrawn.openingId]));
    expect(ids).not.toContain(world.accountant.openingId);
    const classmateAnswer = await asAdmin(classmate.studentId!);
    expect(classmateAnswer.body.items.map((item: { openingId: number }) => item.openingId)).toEqual([world.accountant.openingId]);
  });

  it('answers 404 for an unknown student or one not enrolled in the session', async () => {
    expect((await asAdmin('0000000000')).status).toBe(404);
    expect((await asAdmin(student.studentId!, { sessionId: String(world.otherSession.sessionId) })).status).toBe(404);
  });
});

// The bookmark and its removal read the login in their own statement (route option readsLoginItself) and write only
// for the login's own active student.
describe('a bookmark with the login read in the same statement', () => {
  const allBookmarks = () => db.select().from(bookmarks);

  it('answers 401 without a live login and 403 to every other role, writing nothing', async () => {
    const reader = await createPerson(db, 'student');
    await enroll(db, world.session.sessionId, reader);
    await toggle('POST', world.accountant.openingId, { cookie: reader.cookie });
    const before = await allBookmarks();
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await toggle(method, world.developer.openingId, { cookie: `portal_session=${'x'.repeat(43)}` })).status).toBe(401);
      expect((await toggle(method, world.accountant.openingId, { cookie: undefined })).status).toBe(401);
      for (const person of [people.company_user, people.admin, people.external_user]) {
        expect((await toggle(method, world.accountant.openingId, { cookie: person.cookie })).status).toBe(403);
        expect((await toggle(method, 999999, { cookie: person.cookie })).status).toBe(403);
      }
    }
    expect(await allBookmarks()).toEqual(before);
  });

  it('refuses a student disabled since the last request (401) and writes nothing', async () => {
    const disabled = await createPerson(db, 'student');
    await enroll(db, world.session.sessionId, disabled);
    expect((await toggle('POST', world.developer.openingId, { cookie: disabled.cookie })).status).toBe(200);
    await db.update(students).set({ isActive: false }).where(eq(students.studentId, disabled.studentId!));

    expect((await toggle('DELETE', world.developer.openingId, { cookie: disabled.cookie })).status).toBe(401);
    expect(await bookmarkRows(disabled.studentId!, world.developer.openingId)).toHaveLength(1);
  });

  it('bookmarks for the student an admin acts as, and audits it', async () => {
    const actedFor = await createPerson(db, 'student');
    await enroll(db, world.session.sessionId, actedFor);
    const admin = await createAdminActingAsStudent(db, actedFor.studentId!);

    expect((await toggle('POST', world.designer.openingId, { cookie: admin.cookie })).status).toBe(200);
    expect(await bookmarkRows(actedFor.studentId!, world.designer.openingId)).toHaveLength(1);
    expect((await toggle('DELETE', world.designer.openingId, { cookie: admin.cookie })).status).toBe(200);
    expect(await bookmarkRows(actedFor.studentId!, world.designer.openingId)).toHaveLength(0);
    const audits = await db.select().from(auditLogs).where(eq(auditLogs.actorPlatformUid, admin.platformUid));
    expect(audits.map((row) => row.action).sort()).toEqual(['auth.assume-identity', 'bookmark.add', 'bookmark.remove'].sort());
  });
});
