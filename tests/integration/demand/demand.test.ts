// Live demand (docs/demand.md): the figures, the settings, who sees what, and the window.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET as getSettings, PUT as putSettings } from '@/app/api/admin/sessions/[sessionId]/demand/route';
import type { Database } from '@/db/client';
import { auditLogs, sessionDemand } from '@/db/schema';
import { DEMAND_FRESH_SECONDS, type SessionDemandView } from '@/lib/demand';
import { callRoute } from '../../support/api';
import { createAdminActingAsStudent, createPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createDemandWorld, demandOf, putInDraft, submitList } from './demand-fixtures';

let db: Database;
let world: Awaited<ReturnType<typeof createDemandWorld>>;
let clock = Date.now();

/** Each read a little later than the freshness bound, so it recomputes (the freshness itself is proven in demand-two-instances). */
function later() {
  clock += (DEMAND_FRESH_SECONDS + 1) * 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
}

afterEach(() => vi.useRealTimers());

beforeAll(async () => {
  db = (await testDatabase()).db;
  world = await createDemandWorld(db);
  const [a, b, c, d] = world.students.map((student) => student.studentId!);
  const { first, second, third, session } = world;
  // a and b submitted; c has only a draft; d has a draft and a submitted list (the submitted one counts).
  await submitList(db, session.sessionId, a, [first.openingId, second.openingId]);
  await submitList(db, session.sessionId, b, [second.openingId]);
  await putInDraft(db, session.sessionId, c, [first.openingId, third.openingId]);
  await putInDraft(db, session.sessionId, d, [third.openingId]);
  await submitList(db, session.sessionId, d, [first.openingId]);
});

function settings(countsDrafts: boolean, isShown = true) {
  return callRoute('PUT', putSettings, {
    params: { sessionId: String(world.session.sessionId) },
    cookie: world.admin.cookie,
    body: { isShown, countsDrafts },
  });
}

const figures = (view: SessionDemandView) =>
  Object.fromEntries(
    view.items.map((item) => [item.openingId, [item.applicantCount, item.firstChoiceCount, item.places, item.applicantsPerPlace]]),
  );

describe('GET /api/sessions/{sessionId}/demand', () => {
  it('counts drafts by default: each student once, the submitted list over the draft', async () => {
    later();
    const answer = await demandOf(world.session.sessionId, world.students[0]);
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe('SHOWN');
    expect(answer.body.countsDrafts).toBe(true);
    const { first, second, third } = world;
    expect(figures(answer.body)).toEqual({
      [first.openingId]: [3, 3, 2, 1.5],
      [second.openingId]: [2, 1, 1, 2],
      [third.openingId]: [1, 0, 4, 0.3],
    });
    expect(answer.headers.get('cache-control')).toMatch(/^private, max-age=(\d+)$/);
  });

  it('without drafts counts the submitted lists only, after an audited change', async () => {
    expect((await settings(false)).status).toBe(200);
    const [audit] = await db.select().from(auditLogs).where(eq(auditLogs.action, 'session.demand.update'));
    expect(audit.entityId).toBe(String(world.session.sessionId));
    const answer = await demandOf(world.session.sessionId, world.students[1]);
    const { first, second, third } = world;
    expect(figures(answer.body)).toEqual({
      [first.openingId]: [2, 2, 2, 1],
      [second.openingId]: [2, 1, 1, 2],
      [third.openingId]: [0, 0, 4, 0],
    });
    await settings(true);
  });

  it('limits the answer to the openings asked about', async () => {
    const answer = await demandOf(world.session.sessionId, world.students[0], { openingIds: String(world.second.openingId) });
    expect(answer.body.items.map((item: { openingId: number }) => item.openingId)).toEqual([world.second.openingId]);
  });

  it("shows a company user its own openings' figures only, and an admin all", async () => {
    const company = await demandOf(world.session.sessionId, world.acmeUser);
    expect(company.status).toBe(200);
    expect(company.body.items.map((item: { openingId: number }) => item.openingId).sort()).toEqual(
      [world.first.openingId, world.second.openingId].sort(),
    );
    const admin = await demandOf(world.session.sessionId, world.admin);
    expect(admin.body.items).toHaveLength(3);
  });

  it('turned off: students and companies get no figures, the admin still does', async () => {
    await settings(true, false);
    for (const person of [world.students[0], world.acmeUser]) {
      const answer = await demandOf(world.session.sessionId, person);
      expect(answer.body).toMatchObject({ state: 'OFF', isShown: false, items: [] });
    }
    const admin = await demandOf(world.session.sessionId, world.admin);
    expect(admin.body.state).toBe('OFF');
    expect(admin.body.items).toHaveLength(3);
    const read = await callRoute('GET', getSettings, {
      params: { sessionId: String(world.session.sessionId) },
      cookie: world.admin.cookie,
    });
    expect(read.body).toEqual({ sessionId: world.session.sessionId, isShown: false, countsDrafts: true });
    await settings(true, true);
  });

  it('outside the student ranking window there are no figures', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(world.group.rounds[0].studentRankingDeadline);
    const answer = await demandOf(world.session.sessionId, world.students[0]);
    expect(answer.body).toMatchObject({ state: 'CLOSED', items: [], computedAt: null });
  });

  it('404 for a student not enrolled and for an unknown session', async () => {
    const stranger = await createPerson(db, 'student');
    expect((await demandOf(world.session.sessionId, stranger)).status).toBe(404);
    expect((await demandOf(999_999, world.admin)).status).toBe(404);
  });

  it('400 for a bad list of openings', async () => {
    expect((await demandOf(world.session.sessionId, world.admin, { openingIds: 'x' })).status).toBe(400);
  });
});

// The answer reads the login in its own statement (route option readsLoginItself): who is asking is decided as on
// any other route, and an admin acting as a student is answered for that student's enrollment.
describe('the login read in the demand statement', () => {
  it('401 without a live login, 403 to an external user, before any 404', async () => {
    const dead = { ...world.admin, cookie: `portal_session=${'x'.repeat(43)}` };
    expect((await demandOf(world.session.sessionId, dead)).status).toBe(401);
    expect((await demandOf(999_999, dead)).status).toBe(401);
    const external = await createPerson(db, 'external_user');
    expect((await demandOf(world.session.sessionId, external)).status).toBe(403);
    expect((await demandOf(999_999, external)).status).toBe(403);
  });

  it('answers an admin acting as a student by that student’s enrollment', async () => {
    later();
    const actingAsEnrolled = await createAdminActingAsStudent(db, world.students[0].studentId!);
    const enrolled = await demandOf(world.session.sessionId, actingAsEnrolled);
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.items).toHaveLength(3);
    const stranger = await createPerson(db, 'student');
    const actingAsStranger = await createAdminActingAsStudent(db, stranger.studentId!);
    expect((await demandOf(world.session.sessionId, actingAsStranger)).status).toBe(404);
  });
});

describe('PUT /api/admin/sessions/{sessionId}/demand', () => {
  it('400 without both fields, 404 for an unknown session', async () => {
    const missing = await callRoute('PUT', putSettings, {
      params: { sessionId: String(world.session.sessionId) },
      cookie: world.admin.cookie,
      body: { isShown: true },
    });
    expect(missing.status).toBe(400);
    const unknown = await callRoute('PUT', putSettings, {
      params: { sessionId: '999999' },
      cookie: world.admin.cookie,
      body: { isShown: true, countsDrafts: true },
    });
    expect(unknown.status).toBe(404);
    const [row] = await db.select().from(sessionDemand).where(eq(sessionDemand.sessionId, 999_999));
    expect(row).toBeUndefined();
  });
});
