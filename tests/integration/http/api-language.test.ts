// The API's `{ message }` in the caller's language (docs/languages.md): the same refusal, with the same status, in
// English for `Accept-Language: en`, in Thai for `th` and for a caller that names no language.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as submitRoute } from '@/app/api/student/sessions/[sessionId]/ranking/route';
import { GET as readSession } from '@/app/api/common/sessions/[sessionId]/route';
import { DELETE as unbookmark, POST as bookmark } from '@/app/api/sessions/[sessionId]/openings/[openingId]/bookmark/route';
import type { Database } from '@/db/client';
import { loginSessions } from '@/db/schema';
import { datesFor, formatDateTime } from '@/lib/dates';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createRankingWorld, enrolledStudent } from '../student-rankings/ranking-world';

const THAI_LETTER = /[\u0E00-\u0E7F]/;
const LANGUAGES = { english: { 'accept-language': 'en-US,en;q=0.9' }, thai: { 'accept-language': 'th' }, none: { 'accept-language': '' } };

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let world: Awaited<ReturnType<typeof createRankingWorld>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  world = await createRankingWorld(db);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the API's messages follow Accept-Language", () => {
  it('says not found in English, in Thai, and in Thai by default', async () => {
    const read = (headers: Record<string, string>) =>
      callRoute('GET', readSession, {
        path: '/api/common/sessions/999999',
        params: { sessionId: '999999' },
        cookie: people.admin.cookie,
        headers,
      });
    const english = await read(LANGUAGES.english);
    expect(english).toMatchObject({ status: 404, body: { message: 'Session not found' } });
    const thai = await read(LANGUAGES.thai);
    expect(thai.status).toBe(404);
    expect(thai.body.message).toMatch(THAI_LETTER);
    expect((await read(LANGUAGES.none)).body).toEqual(thai.body);
  });

  it('names each bad field in the language asked for', async () => {
    const read = (headers: Record<string, string>) =>
      callRoute('GET', readSession, {
        path: '/api/common/sessions/abc',
        params: { sessionId: 'abc' },
        cookie: people.admin.cookie,
        headers,
      });
    expect((await read(LANGUAGES.english)).body.message).toBe('params.sessionId: Expected a number');
    const thai = await read(LANGUAGES.thai);
    expect(thai.status).toBe(400);
    expect(thai.body.message).toMatch(/^params\.sessionId: /);
    expect(thai.body.message).toMatch(THAI_LETTER);
  });

  it('writes a deadline refusal, its date included, in English or in Thai', async () => {
    const deadline = world.round.studentRankingDeadline;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(deadline);
    const student = await enrolledStudent(db, world.session.sessionId);
    await db.update(loginSessions).set({ lastUsedAt: deadline });
    const submit = (headers: Record<string, string>) =>
      callRoute('POST', submitRoute, {
        path: `/api/student/sessions/${world.session.sessionId}/ranking`,
        params: { sessionId: String(world.session.sessionId) },
        cookie: student.cookie,
        body: { openingIds: [world.acmeDeveloper.openingId, world.betaAnalyst.openingId] },
        headers,
      });

    const thai = await submit(LANGUAGES.thai);
    expect(thai.status).toBe(409);
    expect(thai.body.message).toBe(`หมดเขตส่งอันดับของรอบที่ 1 เมื่อ ${formatDateTime(deadline)}`);
    const english = await submit(LANGUAGES.english);
    expect(english.status).toBe(409);
    expect(english.body.message).not.toMatch(THAI_LETTER);
    expect(english.body.message).toContain(datesFor('en').formatDateTime(deadline));
    expect(english.body.message).toContain('round 1');
  });

  it("writes a success's own message in the language asked for", async () => {
    const student = await enrolledStudent(db, world.session.sessionId);
    const toggle = (handler: typeof bookmark, headers: Record<string, string>) =>
      callRoute(handler === bookmark ? 'POST' : 'DELETE', handler, {
        path: `/api/sessions/${world.session.sessionId}/openings/${world.acmeDeveloper.openingId}/bookmark`,
        params: { sessionId: String(world.session.sessionId), openingId: String(world.acmeDeveloper.openingId) },
        cookie: student.cookie,
        headers,
      });
    expect((await toggle(bookmark, LANGUAGES.english)).body).toEqual({ message: 'Bookmarked' });
    expect((await toggle(unbookmark, LANGUAGES.thai)).body).toEqual({ message: 'เลิกบันทึกตำแหน่งงานแล้ว' });
  });
});
