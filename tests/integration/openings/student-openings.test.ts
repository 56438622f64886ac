import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getOpening } from '@/app/api/sessions/[sessionId]/openings/[openingId]/route';
import { GET as listOpenings } from '@/app/api/sessions/[sessionId]/openings/route';
import type { Database } from '@/db/client';
import { bookmarks, companies, loginSessions, students } from '@/db/schema';
import { resolveActorFromToken } from '@/server/auth';
import { listSessionOpenings } from '@/server/openings';
import { callRoute } from '../../support/api';
import { createAdminActingAsStudent, createPeopleOfEveryRole, createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createMatchedStudent } from '../../support/matching-fixtures';
import { createOpeningWorld, enroll, giveLogo, putInDraft } from './openings-fixtures';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let world: Awaited<ReturnType<typeof createOpeningWorld>>;
let student: TestPerson;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  world = await createOpeningWorld(db);
  student = people.student;
  await enroll(db, world.session.sessionId, student);
  await enroll(db, world.upcomingSession.sessionId, student);
  // The full opening's one place is taken by a student matched (by hand) in the current round, whose results
  // are not announced yet: remainingQuota does not show it, isAcceptingApplication (what submitting checks) does.
  const matched = await createMatchedStudent(db, { sessionId: world.session.sessionId, openingId: world.full.openingId });
  await db.insert(bookmarks).values({ studentId: student.studentId!, openingId: world.designer.openingId });
  const other = await createPerson(db, 'student');
  await enroll(db, world.session.sessionId, other);
  await putInDraft(db, world.session.sessionId, other.studentId!, [world.developer.openingId, world.designer.openingId]);
  await putInDraft(db, world.session.sessionId, matched.studentId!, [world.developer.openingId]);
  const logo = await giveLogo(db, world.acme.companyId);
  await db.update(companies).set({ logoFileId: logo.fileId }).where(eq(companies.companyId, world.acme.companyId));
});

function list(query: Record<string, string | string[]> = {}, options: { cookie?: string; sessionId?: string } = {}) {
  const sessionId = options.sessionId ?? String(world.session.sessionId);
  return callRoute('GET', listOpenings, {
    path: `/api/sessions/${sessionId}/openings`,
    params: { sessionId },
    query,
    cookie: 'cookie' in options ? options.cookie : student.cookie,
  });
}

const idsOf = (answer: { body: { items: { openingId: number }[] } }) => answer.body.items.map((item) => item.openingId);

describe('GET /api/sessions/{sessionId}/openings', () => {
  it('writes the same answer as the screens read (the JSON text of stored views and the objects), filter by filter', async () => {
    const token = decodeURIComponent(student.cookie.split('=')[1]);
    const actor = await resolveActorFromToken({ db, token });
    if (actor?.role !== 'student') throw new Error('the cookie is not a student login');
    const ctx = { db, actor, now: new Date() };
    const sessionId = world.session.sessionId;
    for (const query of [{}, { search: 'นักพัฒนา' }, { onlyBookmarked: true }, { onlyAvailablePositions: true }, { page: 2, limit: 2 }]) {
      const answer = await list(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])));
      const objects = await listSessionOpenings({ ctx, sessionId, filters: { page: 1, limit: 20, ...query } });
      expect(answer.body).toEqual(JSON.parse(JSON.stringify(objects)));
    }
  });

  it('answers the published openings of the session, newest published first, with the student fields', async () => {
    const answer = await list();

    expect(answer.status).toBe(200);
    expect(idsOf(answer)).toEqual([world.full.openingId, world.accountant.openingId, world.designer.openingId, world.developer.openingId]);
    expect(answer.body.meta).toEqual({ totalItem: 4, itemCount: 4, itemsPerPage: 20, totalPage: 1, currentPage: 1 });
    expect(answer.body.reason).toBeNull();
    const developer = answer.body.items.find((item: { openingId: number }) => item.openingId === world.developer.openingId);
    expect(developer).toMatchObject({
      sessionId: world.session.sessionId,
      title: 'นักพัฒนาซอฟต์แวร์',
      quota: 3,
      remainingQuota: 3,
      compensationAmount: 500,
      compensationType: null,
      isPublished: true,
      isAcceptingApplication: true,
      isBookmarked: false,
      inStudentDraftCount: 2,
      tags: [{ tagId: world.backendTag.tagId, tagName: world.backendTag.tagName }],
      company: {
        companyId: world.acme.companyId,
        companyNameTh: world.acme.companyNameTh,
        companyNameEn: world.acme.companyNameEn,
        website: 'https://acme.example.com',
        logoUrl: `/api/public/files/company/logo/${world.acme.profileToken}`,
      },
    });
    const designer = answer.body.items.find((item: { openingId: number }) => item.openingId === world.designer.openingId);
    expect(designer).toMatchObject({ isBookmarked: true, inStudentDraftCount: 1 });
    const full = answer.body.items.find((item: { openingId: number }) => item.openingId === world.full.openingId);
    expect(full).toMatchObject({ remainingQuota: 1, isAcceptingApplication: false, company: { logoUrl: null } });
  });

  it('never shows drafts, withdrawn openings or another session’s openings', async () => {
    const ids = idsOf(await list({ limit: '100' }));
    expect(ids).not.toContain(world.draft.openingId);
    expect(ids).not.toContain(world.withdrawn.openingId);
    expect(ids).not.toContain(world.elsewhere.openingId);
  });

  it('pages in SQL with stable order', async () => {
    const first = await list({ page: '1', limit: '3' });
    const second = await list({ page: '2', limit: '3' });
    const beyond = await list({ page: '5', limit: '3' });

    expect(idsOf(first)).toEqual([world.full.openingId, world.accountant.openingId, world.designer.openingId]);
    expect(idsOf(second)).toEqual([world.developer.openingId]);
    expect(second.body.meta).toEqual({ totalItem: 4, itemCount: 1, itemsPerPage: 3, totalPage: 2, currentPage: 2 });
    expect(beyond.body.meta).toEqual({ totalItem: 4, itemCount: 0, itemsPerPage: 3, totalPage: 2, currentPage: 5 });
  });

  it('searches titles in Thai, descriptions, both company names and tag names', async () => {
    expect(idsOf(await list({ search: 'พัฒนา' }))).toEqual([world.developer.openingId]);
    expect(idsOf(await list({ search: 'typescript' }))).toEqual([world.developer.openingId]);
    expect(idsOf(await list({ search: `beta foods ${world.suffix}` }))).toEqual([world.full.openingId, world.accountant.openingId]);
    expect(idsOf(await list({ search: `เบต้า ${world.suffix}` }))).toEqual([world.full.openingId, world.accountant.openingId]);
    expect(idsOf(await list({ search: `บัญชี${world.suffix}` }))).toEqual([world.accountant.openingId]);
    expect(idsOf(await list({ search: `DESIGN-${world.suffix}` }))).toEqual([world.designer.openingId]);
    expect(idsOf(await list({ search: '   ' }))).toHaveLength(4);
  });

  it('takes % and _ in a search literally', async () => {
    expect(idsOf(await list({ search: '100%' }))).toEqual([world.designer.openingId]);
    expect(idsOf(await list({ search: '%' }))).toEqual([world.designer.openingId]);
    expect(idsOf(await list({ search: '_' }))).toEqual([]);
  });

  it('filters by tags, company, bookmarks and available positions', async () => {
    expect(idsOf(await list({ tags: `${world.backendTag.tagId},${world.designTag.tagId}` }))).toEqual([
      world.designer.openingId,
      world.developer.openingId,
    ]);
    expect(idsOf(await list({ tags: [String(world.designTag.tagId)] }))).toEqual([world.designer.openingId]);
    expect(idsOf(await list({ companyId: String(world.beta.companyId) }))).toEqual([world.full.openingId, world.accountant.openingId]);
    expect(idsOf(await list({ onlyBookmarked: 'true' }))).toEqual([world.designer.openingId]);
    expect(idsOf(await list({ onlyBookmarked: 'false' }))).toHaveLength(4);
    expect(idsOf(await list({ onlyAvailablePositions: 'true' }))).toEqual([
      world.accountant.openingId,
      world.designer.openingId,
      world.developer.openingId,
    ]);
    expect(idsOf(await list({ onlyAvailablePositions: 'true', search: 'นัก', companyId: String(world.beta.companyId) }))).toEqual([
      world.accountant.openingId,
    ]);
  });

  it('is empty, with the reason, before the round’s opening announcement date', async () => {
    const answer = await list({}, { sessionId: String(world.upcomingSession.sessionId) });

    expect(answer.status).toBe(200);
    expect(answer.body.items).toEqual([]);
    expect(answer.body.reason).toBe('NOT_ANNOUNCED');
    expect(answer.body.openingAnnouncementDate).toBe(world.upcomingGroup.rounds[0].openingAnnouncementDate.toISOString());
  });

  it('answers 404 for a session the student is not enrolled in, or an unknown one', async () => {
    expect((await list({}, { sessionId: String(world.otherSession.sessionId) })).status).toBe(404);
    expect((await list({}, { sessionId: '999999' })).status).toBe(404);
  });

  it('answers 400 for a bad page, limit, flag, tag or company', async () => {
    expect((await list({ page: '0' })).status).toBe(400);
    expect((await list({ limit: '101' })).status).toBe(400);
    expect((await list({ onlyBookmarked: 'yes' })).status).toBe(400);
    expect((await list({ tags: 'x' })).status).toBe(400);
    const answer = await list({ companyId: 'acme' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('companyId');
  });
});

function detail(openingId: number | string, options: { cookie?: string; sessionId?: string } = {}) {
  const sessionId = options.sessionId ?? String(world.session.sessionId);
  return callRoute('GET', getOpening, {
    path: `/api/sessions/${sessionId}/openings/${openingId}`,
    params: { sessionId, openingId: String(openingId) },
    cookie: 'cookie' in options ? options.cookie : student.cookie,
  });
}

describe('GET /api/sessions/{sessionId}/openings/{openingId}', () => {
  it('answers the opening with the student fields', async () => {
    const answer = await detail(world.designer.openingId);

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      openingId: world.designer.openingId,
      title: 'นักออกแบบ UX',
      isBookmarked: true,
      inStudentDraftCount: 1,
      officeName: 'สำนักงานใหญ่',
      isAcceptingApplication: true,
    });
  });

  it('answers 404 for a draft, a withdrawn opening, another session’s, an unannounced one or an unknown id', async () => {
    expect((await detail(world.draft.openingId)).status).toBe(404);
    expect((await detail(world.withdrawn.openingId)).status).toBe(404);
    expect((await detail(world.elsewhere.openingId)).status).toBe(404);
    expect((await detail(world.upcoming.openingId, { sessionId: String(world.upcomingSession.sessionId) })).status).toBe(404);
    expect((await detail(999999)).status).toBe(404);
  });

  it('answers 400 for a fractional session id', async () => {
    expect((await detail(world.designer.openingId, { sessionId: '1.5' })).status).toBe(400);
  });
});

// The list and the detail read the login in their own statement (route option readsLoginItself): who is asking must
// be decided exactly as on any other route.
describe('the login read in the list’s and the detail’s own statement', () => {
  const deadCookie = `portal_session=${'x'.repeat(43)}`;

  it('answers 401 without a live login (clearing a dead cookie), 403 to every other role, before any 400 or 404', async () => {
    expect((await list({}, { cookie: undefined })).status).toBe(401);
    const dead = await list({}, { cookie: deadCookie });
    expect(dead.status).toBe(401);
    expect(dead.setCookies.join(';')).toContain('Max-Age=0');
    for (const person of [people.company_user, people.admin, people.external_user]) {
      expect((await list({}, { cookie: person.cookie })).status).toBe(403);
      expect((await list({ page: '0' }, { cookie: person.cookie })).status).toBe(403);
      expect((await list({}, { cookie: person.cookie, sessionId: '999999' })).status).toBe(403);
      expect((await detail(world.designer.openingId, { cookie: person.cookie })).status).toBe(403);
    }
    expect((await list({ page: '0' }, { cookie: deadCookie })).status).toBe(401);
    expect((await detail(999999, { cookie: deadCookie })).status).toBe(401);
  });

  it('sees a student disabled on the very next request, and ends that login', async () => {
    const disabled = await createPerson(db, 'student');
    await enroll(db, world.session.sessionId, disabled);
    expect((await list({}, { cookie: disabled.cookie })).status).toBe(200);
    await db.update(students).set({ isActive: false }).where(eq(students.studentId, disabled.studentId!));

    expect((await list({}, { cookie: disabled.cookie })).status).toBe(401);
    expect(await db.select().from(loginSessions).where(eq(loginSessions.platformUid, disabled.platformUid))).toEqual([]);
  });

  it('writes a stale login’s last use, as every signed-in request does', async () => {
    const reader = await createPerson(db, 'student');
    await enroll(db, world.session.sessionId, reader);
    const stale = new Date(Date.now() - 60 * 60 * 1000);
    await db.update(loginSessions).set({ lastUsedAt: stale }).where(eq(loginSessions.platformUid, reader.platformUid));

    expect((await detail(world.designer.openingId, { cookie: reader.cookie })).status).toBe(200);
    const [login] = await db.select().from(loginSessions).where(eq(loginSessions.platformUid, reader.platformUid));
    expect(login.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60 * 1000);
  });

  it('shows an admin acting as the student that student’s list and bookmarks', async () => {
    const admin = await createAdminActingAsStudent(db, student.studentId!);

    const answer = await list({ onlyBookmarked: 'true' }, { cookie: admin.cookie });
    expect(answer.status).toBe(200);
    expect(idsOf(answer)).toEqual([world.designer.openingId]);
    expect((await detail(world.designer.openingId, { cookie: admin.cookie })).body.isBookmarked).toBe(true);
  });
});
