import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as unpublishRoute } from '@/app/api/admin/openings/[openingId]/unpublish/route';
import { POST as withdrawRoute } from '@/app/api/admin/openings/[openingId]/withdraw/route';
import { POST as bulkUnpublishRoute } from '@/app/api/admin/session-groups/[sessionGroupId]/openings/unpublish/route';
import { POST as bulkWithdrawRoute } from '@/app/api/admin/session-groups/[sessionGroupId]/openings/withdraw/route';
import { PATCH as adminPatchRoute } from '@/app/api/admin/sessions/[sessionId]/openings/[openingId]/route';
import { PATCH as companyPatchRoute } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/route';
import { POST as companyWithdrawRoute } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/withdraw/route';
import type { Database } from '@/db/client';
import { enrollments, openings, rounds, sessions } from '@/db/schema';
import { callRoute, IN_THAI } from '../../support/api';
import { createOpening, createPeopleOfEveryRole, createPerson, createSession, createSessionGroup } from '../../support/fixtures';
import { placeMatchingRound } from '../../support/matching-fixtures';
import { testDatabase } from '../../support/per-file-setup';

/*
 * Once an opening has results, no back door changes them (docs/openings.md, "Results stand"): withdraw and unpublish
 * (single and bulk), and quota edits by the admin or the company, answer 409 in Thai and change nothing.
 */

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

async function matchStudents(sessionId: number, openingId: number, count: number, round = 1) {
  for (let index = 0; index < count; index++) {
    const student = await createPerson(db, 'student');
    await db
      .insert(enrollments)
      .values({ sessionId, studentId: student.studentId!, status: 'MATCHING_SUCCESS', assignedOpeningId: openingId, matchedRound: round });
  }
}

const statusOf = async (openingId: number) =>
  (await db.select({ status: openings.status, quota: openings.quota }).from(openings).where(eq(openings.openingId, openingId)))[0];

// The refusals here are checked in the Thai the office and the companies read.
const admin = (handler: Parameters<typeof callRoute>[1], path: string, params: Record<string, string>, body?: unknown) =>
  callRoute(body === undefined ? 'POST' : 'PATCH', handler, { path, params, body, cookie: people.admin.cookie, headers: IN_THAI });

describe('after the results are out (round 1 announced, not closed)', () => {
  let world: Awaited<ReturnType<typeof createAnnounced>>;
  async function createAnnounced() {
    const group = await createSessionGroup(db, { roundCount: 2 });
    const session = await createSession(db, group.sessionGroupId);
    const companyId = people.company_user.companyId!;
    const ranked = await createOpening(db, session.sessionId, companyId, { status: 'RANKING_SUBMITTED', quota: 2 });
    const unranked = await createOpening(db, session.sessionId, companyId, { status: 'PUBLISHED', quota: 2 });
    await matchStudents(session.sessionId, ranked.openingId, 1);
    await db.update(sessions).set({ isMatchingInitiated: true }).where(eq(sessions.sessionId, session.sessionId));
    await placeMatchingRound(db, group.sessionGroupId, 1, 'resultAnnouncementDate', -60);
    return { group, session, ranked, unranked };
  }
  beforeAll(async () => {
    world = await createAnnounced();
  });

  it('refuses the admin withdraw and unpublish, single and bulk, with 409 in Thai', async () => {
    const { ranked, unranked, group } = world;
    const withdraw = await admin(withdrawRoute, `/api/admin/openings/${ranked.openingId}/withdraw`, {
      openingId: String(ranked.openingId),
    });
    expect(withdraw.status).toBe(409);
    expect(withdraw.body.message).toBe('ประกาศผลการจับคู่ของตำแหน่งงานนี้แล้ว จึงถอนตำแหน่งงานไม่ได้');
    const unpublish = await admin(unpublishRoute, `/api/admin/openings/${unranked.openingId}/unpublish`, {
      openingId: String(unranked.openingId),
    });
    expect(unpublish.status).toBe(409);
    expect(unpublish.body.message).toBe('ประกาศผลการจับคู่ของตำแหน่งงานนี้แล้ว จึงยกเลิกการเผยแพร่ไม่ได้');

    const params = { sessionGroupId: String(group.sessionGroupId) };
    const bulkWithdraw = await callRoute('POST', bulkWithdrawRoute, {
      path: `/api/admin/session-groups/${params.sessionGroupId}/openings/withdraw`,
      params,
      body: { ids: [unranked.openingId, ranked.openingId] },
      cookie: people.admin.cookie,
      headers: IN_THAI,
    });
    expect(bulkWithdraw.status).toBe(409);
    expect(bulkWithdraw.body.message).toMatch(/ประกาศผลการจับคู่ของตำแหน่งงานนี้แล้ว จึงถอนตำแหน่งงานไม่ได้$/);
    const bulkUnpublish = await callRoute('POST', bulkUnpublishRoute, {
      path: `/api/admin/session-groups/${params.sessionGroupId}/openings/unpublish`,
      params,
      body: { ids: [unranked.openingId] },
      cookie: people.admin.cookie,
    });
    expect(bulkUnpublish.status).toBe(409);

    expect(await statusOf(ranked.openingId)).toEqual({ status: 'RANKING_SUBMITTED', quota: 2 });
    expect(await statusOf(unranked.openingId)).toEqual({ status: 'PUBLISHED', quota: 2 });
  });

  it('refuses a quota change by the admin but still lets the admin correct other fields', async () => {
    const { ranked, session } = world;
    const params = { sessionId: String(session.sessionId), openingId: String(ranked.openingId) };
    const path = `/api/admin/sessions/${params.sessionId}/openings/${params.openingId}`;
    for (const quota of [1, 5]) {
      const answer = await admin(adminPatchRoute, path, params, { quota });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('ประกาศผลการจับคู่ของตำแหน่งงานนี้แล้ว จึงเปลี่ยนจำนวนที่รับไม่ได้');
    }
    expect((await admin(adminPatchRoute, path, params, { quota: 2, title: 'ชื่อที่แก้แล้ว' })).status).toBe(200);
    expect(await statusOf(ranked.openingId)).toEqual({ status: 'RANKING_SUBMITTED', quota: 2 });
  });
});

describe('an opening that went on to round 2 with students matched in round 1', () => {
  let world: Awaited<ReturnType<typeof createReopened>>;
  async function createReopened() {
    const group = await createSessionGroup(db, { roundCount: 2, currentRound: 2 });
    const session = await createSession(db, group.sessionGroupId);
    const opening = await createOpening(db, session.sessionId, people.company_user.companyId!, { status: 'PUBLISHED', quota: 3 });
    await matchStudents(session.sessionId, opening.openingId, 2, 1);
    // Round 2 is before its opening submission deadline: the company may still edit its published opening.
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    await db.update(rounds).set({ openingSubmissionDeadline: inAWeek }).where(eq(rounds.sessionGroupId, group.sessionGroupId));
    return { group, session, opening };
  }
  beforeAll(async () => {
    world = await createReopened();
  });

  it('never lets the company or the admin set the quota below the students already matched', async () => {
    const { session, opening } = world;
    const params = { sessionId: String(session.sessionId), openingId: String(opening.openingId) };
    const companyPatch = (quota: number) =>
      callRoute('PATCH', companyPatchRoute, {
        path: `/api/company/sessions/${params.sessionId}/openings/${params.openingId}`,
        params,
        body: { quota },
        cookie: people.company_user.cookie,
        headers: IN_THAI,
      });
    const refused = await companyPatch(1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('จำนวนที่รับต้องไม่น้อยกว่านิสิตที่ได้รับการจับคู่กับตำแหน่งงานนี้แล้ว (2 คน)');
    const byAdmin = await admin(adminPatchRoute, `/api/admin/sessions/${params.sessionId}/openings/${params.openingId}`, params, {
      quota: 1,
    });
    expect(byAdmin.status).toBe(409);
    expect(await statusOf(opening.openingId)).toEqual({ status: 'PUBLISHED', quota: 3 });
    // Down to the matched students is allowed (no more places in round 2), and up again.
    expect((await companyPatch(2)).status).toBe(200);
    expect((await companyPatch(4)).status).toBe(200);
    expect(await statusOf(opening.openingId)).toEqual({ status: 'PUBLISHED', quota: 4 });
  });

  it('refuses a withdraw by the company or the admin while students are matched to it', async () => {
    const { session, opening } = world;
    const params = { sessionId: String(session.sessionId), openingId: String(opening.openingId) };
    const byCompany = await callRoute('POST', companyWithdrawRoute, {
      path: `/api/company/sessions/${params.sessionId}/openings/${params.openingId}/withdraw`,
      params,
      cookie: people.company_user.cookie,
      headers: IN_THAI,
    });
    expect(byCompany.status).toBe(409);
    expect(byCompany.body.message).toMatch(/^มีนิสิตได้รับการจับคู่กับตำแหน่งงานนี้แล้ว 2 คน จึงถอนตำแหน่งงานไม่ได้/);
    const byAdmin = await admin(withdrawRoute, `/api/admin/openings/${opening.openingId}/withdraw`, {
      openingId: String(opening.openingId),
    });
    expect(byAdmin.status).toBe(409);
    expect((await statusOf(opening.openingId)).status).toBe('PUBLISHED');
  });
});
