// Two instances of the portal on one database (docs/performance.md, "Server: the deadline hour"): each keeps its own
// catalogue of visible openings in memory, and a write through one is seen through the other on its next request.
// On PostgreSQL the second instance is a second pool on the same database; on PGlite (one connection per data
// directory) a second Drizzle client over the same PGlite: either way its own catalogue, since catalogues are kept
// per database client.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET as getOpening } from '@/app/api/sessions/[sessionId]/openings/[openingId]/route';
import { GET as listOpenings } from '@/app/api/sessions/[sessionId]/openings/route';
import type { DatabaseHandle } from '@/db/client';
import { companies, enrollments, openingTagLinks, openings, rounds, studentRankingDraftItems, students } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createOpening, createPerson, type TestPerson } from '../../support/fixtures';
import { openTwoInstances, type TwoInstances } from '../../support/two-instances';
import { createOpeningWorld, enroll, tagOpening } from './openings-fixtures';

let one: DatabaseHandle;
let two: DatabaseHandle;
let closeTwo: () => Promise<void>;
let through: TwoInstances['through'];
let world: Awaited<ReturnType<typeof createOpeningWorld>>;
let student: TestPerson;

beforeAll(async () => {
  ({ one, two, through, close: closeTwo } = await openTwoInstances());
  world = await createOpeningWorld(one.db);
  student = await createPerson(one.db, 'student');
  await enroll(one.db, world.session.sessionId, student);
});

afterAll(() => closeTwo());

function list(handle: DatabaseHandle, query: Record<string, string> = {}, cookie = student.cookie) {
  const sessionId = String(world.session.sessionId);
  return through(handle, () =>
    callRoute('GET', listOpenings, {
      path: `/api/sessions/${sessionId}/openings`,
      params: { sessionId },
      query: { limit: '100', ...query },
      cookie,
    }),
  );
}

const idsOf = (answer: { body: { items: { openingId: number }[] } }) => answer.body.items.map((item) => item.openingId);

describe('two instances on one database', () => {
  it('a withdrawal through one instance hides the opening on the other at its next request', async () => {
    expect(idsOf(await list(one))).toContain(world.developer.openingId);
    expect(idsOf(await list(two))).toContain(world.developer.openingId);
    await two.db.update(openings).set({ status: 'WITHDRAWN' }).where(eq(openings.openingId, world.developer.openingId));

    expect(idsOf(await list(one))).not.toContain(world.developer.openingId);
    expect(idsOf(await list(one, { search: 'นักพัฒนา' }))).not.toContain(world.developer.openingId);
    const sessionId = String(world.session.sessionId);
    const openingId = String(world.developer.openingId);
    const detail = await through(one, () =>
      callRoute('GET', getOpening, {
        path: `/api/sessions/${sessionId}/openings/${openingId}`,
        params: { sessionId, openingId },
        cookie: student.cookie,
      }),
    );
    expect(detail.status).toBe(404);

    await two.db.update(openings).set({ status: 'PUBLISHED' }).where(eq(openings.openingId, world.developer.openingId));
    expect(idsOf(await list(one))).toContain(world.developer.openingId);
  });

  it('a newly published opening, a new title, a renamed company and a new tag show on the other instance', async () => {
    await list(one);
    const fresh = await createOpening(two.db, world.session.sessionId, world.beta.companyId, {
      title: 'ตำแหน่งใหม่ล่าสุด',
      status: 'PUBLISHED',
      publishedAt: new Date(),
    });
    const answer = await list(one);
    expect(idsOf(answer)[0]).toBe(fresh.openingId);
    expect(answer.body.meta.totalItem).toBe(idsOf(answer).length);

    await two.db.update(openings).set({ title: 'ผู้ช่วยนักบัญชีอาวุโส' }).where(eq(openings.openingId, world.accountant.openingId));
    expect(idsOf(await list(one, { search: 'อาวุโส' }))).toEqual([world.accountant.openingId]);

    await two.db
      .update(companies)
      .set({ companyNameEn: `Renamed ${world.suffix}` })
      .where(eq(companies.companyId, world.beta.companyId));
    expect(idsOf(await list(one, { search: `renamed ${world.suffix}` })).sort()).toEqual(
      [world.accountant.openingId, world.full.openingId, fresh.openingId].sort(),
    );

    const tag = await tagOpening(two.db, world.designer.openingId, `ย้ายแท็ก-${world.suffix}`);
    expect(idsOf(await list(one, { tags: String(tag.tagId) }))).toEqual([world.designer.openingId]);
    await two.db
      .delete(openingTagLinks)
      .where(and(eq(openingTagLinks.openingId, world.designer.openingId), eq(openingTagLinks.tagId, tag.tagId)));
    expect(idsOf(await list(one, { tags: String(tag.tagId) }))).toEqual([]);
  });

  it('whatever a view shows, changed through one instance, reads changed on the other: the list, the detail and the draft count', async () => {
    const viewOf = async (handle: DatabaseHandle) =>
      (await list(handle)).body.items.find((item: { openingId: number }) => item.openingId === world.designer.openingId);
    const detailOf = (handle: DatabaseHandle) => {
      const sessionId = String(world.session.sessionId);
      const openingId = String(world.designer.openingId);
      return through(handle, () =>
        callRoute('GET', getOpening, {
          path: `/api/sessions/${sessionId}/openings/${openingId}`,
          params: { sessionId, openingId },
          cookie: student.cookie,
        }),
      );
    };
    expect((await viewOf(one)).officeName).not.toBe('อาคารใหม่');
    await detailOf(one);
    const [designerCompany] = await two.db
      .select({ companyId: openings.companyId })
      .from(openings)
      .where(eq(openings.openingId, world.designer.openingId));
    await two.db
      .update(openings)
      .set({ officeName: 'อาคารใหม่', requirements: 'ภาษาอังกฤษ' })
      .where(eq(openings.openingId, world.designer.openingId));
    await two.db
      .update(companies)
      .set({ website: 'https://new.example.com', line: '@newline' })
      .where(eq(companies.companyId, designerCompany.companyId));

    const listed = await viewOf(one);
    expect(listed).toMatchObject({ officeName: 'อาคารใหม่', requirements: 'ภาษาอังกฤษ' });
    expect(listed.company).toMatchObject({ website: 'https://new.example.com', line: '@newline' });
    const detail = await detailOf(one);
    expect(detail.body).toMatchObject({ officeName: 'อาคารใหม่', company: { website: 'https://new.example.com' } });

    // A draft saved through the other instance counts at once (the counts are never kept, only the views).
    const before = listed.inStudentDraftCount;
    const drafter = await createPerson(two.db, 'student');
    await enroll(two.db, world.session.sessionId, drafter);
    await two.db
      .insert(studentRankingDraftItems)
      .values({ sessionId: world.session.sessionId, studentId: drafter.studentId!, openingId: world.designer.openingId, position: 0 });
    expect((await viewOf(one)).inStudentDraftCount).toBe(before + 1);
    expect((await detailOf(one)).body.inStudentDraftCount).toBe(before + 1);
  });

  it('an opening filled by a match through one instance stops being available on the other', async () => {
    expect(idsOf(await list(one, { onlyAvailablePositions: 'true' }))).toContain(world.designer.openingId);
    const matched = await createPerson(two.db, 'student');
    await two.db
      .insert(enrollments)
      .values({ sessionId: world.session.sessionId, studentId: matched.studentId!, status: 'RANKING_SUBMITTED' });
    await two.db
      .update(enrollments)
      .set({ assignedOpeningId: world.designer.openingId, matchedRound: 1, status: 'MATCHING_SUCCESS' })
      .where(and(eq(enrollments.sessionId, world.session.sessionId), eq(enrollments.studentId, matched.studentId!)));
    expect(idsOf(await list(one, { onlyAvailablePositions: 'true' }))).not.toContain(world.designer.openingId);
  });

  it('moving the announcement date to the future through one instance empties the list on the other', async () => {
    expect(idsOf(await list(one)).length).toBeGreaterThan(0);
    const [round] = await two.db
      .select()
      .from(rounds)
      .where(and(eq(rounds.sessionGroupId, world.group.sessionGroupId), eq(rounds.round, 1)));
    await two.db.execute(
      sql`update rounds set opening_announcement_date = now() + interval '1 hour' where session_group_id = ${world.group.sessionGroupId} and round = 1`,
    );
    try {
      const answer = await list(one);
      expect(answer.body.reason).toBe('NOT_ANNOUNCED');
      expect(answer.body.items).toEqual([]);
    } finally {
      await two.db
        .update(rounds)
        .set({ openingAnnouncementDate: round.openingAnnouncementDate })
        .where(and(eq(rounds.sessionGroupId, world.group.sessionGroupId), eq(rounds.round, 1)));
    }
  });

  it('signing out or disabling the student through one instance ends the login on the other at once', async () => {
    const other = await createPerson(one.db, 'student');
    await enroll(one.db, world.session.sessionId, other);
    expect((await list(one, {}, other.cookie)).status).toBe(200);
    expect((await through(two, () => callRoute('POST', logout, { path: '/api/auth/logout', cookie: other.cookie }))).status).toBe(200);
    expect((await list(one, {}, other.cookie)).status).toBe(401);

    expect((await list(one)).status).toBe(200);
    await two.db.update(students).set({ isActive: false }).where(eq(students.studentId, student.studentId!));
    expect((await list(one)).status).toBe(401);
  });
});
