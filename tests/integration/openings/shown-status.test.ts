import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getAdminOpening } from '@/app/api/admin/openings/[openingId]/route';
import { POST as closeRoundRoute } from '@/app/api/admin/session-groups/[sessionGroupId]/close-round/route';
import { GET as getDashboard } from '@/app/api/admin/session-groups/[sessionGroupId]/dashboard/route';
import { GET as listGroup } from '@/app/api/admin/session-groups/[sessionGroupId]/openings/route';
import { GET as getCompanyOpening } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/route';
import type { Database } from '@/db/client';
import { openings, sessions } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createOpening, createPeopleOfEveryRole, createSession, createSessionGroup } from '../../support/fixtures';
import { createMatchedStudent, placeMatchingRound } from '../../support/matching-fixtures';
import { testDatabase } from '../../support/per-file-setup';

/*
 * RESULT_ANNOUNCED is the status people see once a session's results are out (docs/openings.md, "Shown status"):
 * the admin's status filter, the dashboard's counts and the views say the same on each side of the announcement
 * date. The round's dates move; the clock does not.
 */

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let world: Awaited<ReturnType<typeof createWorld>>;

async function createWorld() {
  const group = await createSessionGroup(db);
  const matched = await createSession(db, group.sessionGroupId, { title: 'จับคู่แล้ว' });
  const notMatched = await createSession(db, group.sessionGroupId, { title: 'ยังไม่จับคู่' });
  const companyId = people.company_user.companyId!;
  const published = await createOpening(db, matched.sessionId, companyId, { title: 'เผยแพร่', status: 'PUBLISHED', quota: 3 });
  const ranked = await createOpening(db, matched.sessionId, companyId, { title: 'ส่งอันดับแล้ว', status: 'RANKING_SUBMITTED', quota: 2 });
  const draft = await createOpening(db, matched.sessionId, companyId, { title: 'ร่าง', status: 'DRAFT', quota: 1 });
  const withdrawn = await createOpening(db, matched.sessionId, companyId, { title: 'ถอนแล้ว', status: 'WITHDRAWN', quota: 1 });
  const waiting = await createOpening(db, notMatched.sessionId, companyId, { title: 'รอจับคู่', status: 'RANKING_SUBMITTED', quota: 4 });
  // The matching ran in one session only (what a run sets); the other's results are not out whatever the date.
  await db.update(sessions).set({ isMatchingInitiated: true }).where(eq(sessions.sessionId, matched.sessionId));
  return { group, matched, notMatched, published, ranked, draft, withdrawn, waiting };
}

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  world = await createWorld();
});

const groupId = () => String(world.group.sessionGroupId);
const filter = async (status: string, sessionGroupId = groupId()) => {
  const answer = await callRoute('GET', listGroup, {
    path: `/api/admin/session-groups/${sessionGroupId}/openings`,
    params: { sessionGroupId },
    query: { status },
    cookie: people.admin.cookie,
  });
  expect(answer.status).toBe(200);
  return (answer.body.items as { openingId: number; status: string }[])
    .map((item) => [item.openingId, item.status])
    .sort((a, b) => Number(a[0]) - Number(b[0]));
};
type CompanyRankings = {
  sessionId: number;
  byStatus: Record<string, number>;
  quotaByStatus: Record<string, number>;
  submitted: number;
  notSubmitted: number;
};
const dashboard = async (sessionGroupId = groupId()) => {
  const answer = await callRoute('GET', getDashboard, {
    path: `/api/admin/session-groups/${sessionGroupId}/dashboard`,
    params: { sessionGroupId },
    cookie: people.admin.cookie,
  });
  expect(answer.status).toBe(200);
  return answer.body.companyRankings as CompanyRankings[];
};
const adminView = async (openingId: number) => {
  const answer = await callRoute('GET', getAdminOpening, {
    path: `/api/admin/openings/${openingId}`,
    params: { openingId: String(openingId) },
    cookie: people.admin.cookie,
  });
  expect(answer.status).toBe(200);
  return answer.body as { status: string; isResultAnnouced: boolean; isRankingSubmitted: boolean };
};
const companyView = async (sessionId: number, openingId: number) => {
  const params = { sessionId: String(sessionId), openingId: String(openingId) };
  const answer = await callRoute('GET', getCompanyOpening, {
    path: `/api/company/sessions/${sessionId}/openings/${openingId}`,
    params,
    cookie: people.company_user.cookie,
  });
  expect(answer.status).toBe(200);
  return answer.body as { status: string };
};

describe('the shown status across the result announcement date', () => {
  it('before the announcement: nothing reads RESULT_ANNOUNCED, in the filter, the dashboard or the views', async () => {
    await placeMatchingRound(db, world.group.sessionGroupId, 1, 'resultAnnouncementDate', 3600);

    expect(await filter('RESULT_ANNOUNCED')).toEqual([]);
    expect(await filter('PUBLISHED,RANKING_SUBMITTED')).toEqual([
      [world.published.openingId, 'PUBLISHED'],
      [world.ranked.openingId, 'RANKING_SUBMITTED'],
      [world.waiting.openingId, 'RANKING_SUBMITTED'],
    ]);
    const [matched, notMatched] = await dashboard();
    expect(matched.byStatus).toEqual({ DRAFT: 1, PUBLISHED: 1, WITHDRAWN: 1, RANKING_SUBMITTED: 1, RESULT_ANNOUNCED: 0 });
    expect(notMatched.byStatus).toMatchObject({ RANKING_SUBMITTED: 1, RESULT_ANNOUNCED: 0 });
    expect(await adminView(world.ranked.openingId)).toMatchObject({
      status: 'RANKING_SUBMITTED',
      isResultAnnouced: false,
      isRankingSubmitted: true,
    });
    expect(await companyView(world.matched.sessionId, world.published.openingId)).toMatchObject({ status: 'PUBLISHED' });
  });

  it('from the announcement: the announced session’s live openings read RESULT_ANNOUNCED everywhere; drafts, withdrawn and other sessions do not', async () => {
    await placeMatchingRound(db, world.group.sessionGroupId, 1, 'resultAnnouncementDate', -60);

    expect(await filter('RESULT_ANNOUNCED')).toEqual([
      [world.published.openingId, 'RESULT_ANNOUNCED'],
      [world.ranked.openingId, 'RESULT_ANNOUNCED'],
    ]);
    expect(await filter('PUBLISHED,RANKING_SUBMITTED')).toEqual([[world.waiting.openingId, 'RANKING_SUBMITTED']]);
    expect(await filter('DRAFT,WITHDRAWN')).toEqual([
      [world.draft.openingId, 'DRAFT'],
      [world.withdrawn.openingId, 'WITHDRAWN'],
    ]);
    const [matched, notMatched] = await dashboard();
    expect(matched.byStatus).toEqual({ DRAFT: 1, PUBLISHED: 0, WITHDRAWN: 1, RANKING_SUBMITTED: 0, RESULT_ANNOUNCED: 2 });
    expect(matched.quotaByStatus).toMatchObject({ PUBLISHED: 0, RANKING_SUBMITTED: 0, RESULT_ANNOUNCED: 5 });
    // Announced is not ranked: the opening whose company never submitted still counts as not submitted.
    expect(matched).toMatchObject({ submitted: 1, notSubmitted: 1 });
    expect(notMatched.byStatus).toMatchObject({ RANKING_SUBMITTED: 1, RESULT_ANNOUNCED: 0 });
    // The view says what the filter says; whether the company ranked stays readable beside it.
    expect(await adminView(world.ranked.openingId)).toMatchObject({
      status: 'RESULT_ANNOUNCED',
      isResultAnnouced: true,
      isRankingSubmitted: true,
    });
    expect(await adminView(world.published.openingId)).toMatchObject({
      status: 'RESULT_ANNOUNCED',
      isResultAnnouced: true,
      isRankingSubmitted: false,
    });
    expect(await adminView(world.waiting.openingId)).toMatchObject({ status: 'RANKING_SUBMITTED', isResultAnnouced: false });
    expect(await companyView(world.matched.sessionId, world.published.openingId)).toMatchObject({ status: 'RESULT_ANNOUNCED' });
  });

  it('a matching undone (isMatchingInitiated false) takes the announcement back', async () => {
    await placeMatchingRound(db, world.group.sessionGroupId, 1, 'resultAnnouncementDate', -60);
    await db.update(sessions).set({ isMatchingInitiated: false }).where(eq(sessions.sessionId, world.matched.sessionId));
    try {
      expect(await filter('RESULT_ANNOUNCED')).toEqual([]);
      expect((await dashboard())[0].byStatus.RESULT_ANNOUNCED).toBe(0);
    } finally {
      await db.update(sessions).set({ isMatchingInitiated: true }).where(eq(sessions.sessionId, world.matched.sessionId));
    }
  });
});

describe('the shown status across a close of the round', () => {
  it('a full opening stays RESULT_ANNOUNCED after the round closes; openings with room go on to the next round as PUBLISHED', async () => {
    const group = await createSessionGroup(db, { roundCount: 2 });
    const session = await createSession(db, group.sessionGroupId);
    const companyId = people.company_user.companyId!;
    const full = await createOpening(db, session.sessionId, companyId, { title: 'รับครบแล้ว', status: 'RANKING_SUBMITTED', quota: 1 });
    const roomy = await createOpening(db, session.sessionId, companyId, { title: 'ยังมีที่ว่าง', status: 'RANKING_SUBMITTED', quota: 3 });
    const unranked = await createOpening(db, session.sessionId, companyId, { title: 'ไม่ได้ส่งอันดับ', status: 'PUBLISHED', quota: 2 });
    // Round 1's matching placed one student in each ranked opening; its results were announced a minute ago.
    for (const opening of [full, roomy]) await createMatchedStudent(db, { sessionId: session.sessionId, openingId: opening.openingId });
    await db.update(sessions).set({ isMatchingInitiated: true }).where(eq(sessions.sessionId, session.sessionId));
    await placeMatchingRound(db, group.sessionGroupId, 1, 'resultAnnouncementDate', -60);
    const id = String(group.sessionGroupId);
    const ids = (rows: (string | number)[][]) => rows.map(([openingId]) => openingId);

    expect(ids(await filter('RESULT_ANNOUNCED', id))).toEqual([full.openingId, roomy.openingId, unranked.openingId]);
    expect((await dashboard(id))[0]).toMatchObject({ byStatus: { RESULT_ANNOUNCED: 3 }, submitted: 2, notSubmitted: 1 });

    const closed = await callRoute('POST', closeRoundRoute, {
      path: `/api/admin/session-groups/${id}/close-round`,
      params: { sessionGroupId: id },
      cookie: people.admin.cookie,
    });
    expect(closed.status).toBe(200);

    // Round 2 is current and its matching has not run: only the full opening still reads RESULT_ANNOUNCED, everywhere.
    expect(await filter('RESULT_ANNOUNCED', id)).toEqual([[full.openingId, 'RESULT_ANNOUNCED']]);
    expect(ids(await filter('PUBLISHED', id))).toEqual([roomy.openingId, unranked.openingId]);
    expect(await adminView(full.openingId)).toMatchObject({ status: 'RESULT_ANNOUNCED', isResultAnnouced: true, isRankingSubmitted: true });
    expect(await adminView(roomy.openingId)).toMatchObject({ status: 'PUBLISHED', isResultAnnouced: false });
    expect(await companyView(session.sessionId, full.openingId)).toMatchObject({ status: 'RESULT_ANNOUNCED' });
    // The dashboard agrees: the full opening is done, not waiting for (or counted as) a round 2 ranking.
    expect((await dashboard(id))[0]).toMatchObject({
      byStatus: { PUBLISHED: 2, RANKING_SUBMITTED: 0, RESULT_ANNOUNCED: 1 },
      quotaByStatus: { PUBLISHED: 5, RESULT_ANNOUNCED: 1 },
      submitted: 0,
      notSubmitted: 2,
    });
  });
});

describe('migration 0019: rounds closed before the rule', () => {
  it('stores RESULT_ANNOUNCED on openings filled in a closed round, and leaves those of the current round alone', async () => {
    const group = await createSessionGroup(db, { roundCount: 2, currentRound: 2 });
    const session = await createSession(db, group.sessionGroupId);
    const companyId = people.company_user.companyId!;
    const filledEarlier = await createOpening(db, session.sessionId, companyId, { status: 'RANKING_SUBMITTED', quota: 1 });
    const filledNow = await createOpening(db, session.sessionId, companyId, { status: 'RANKING_SUBMITTED', quota: 1 });
    const withRoom = await createOpening(db, session.sessionId, companyId, { status: 'PUBLISHED', quota: 2 });
    for (const [opening, round] of [
      [filledEarlier, 1],
      [filledNow, 2],
      [withRoom, 1],
    ] as const)
      await createMatchedStudent(db, { sessionId: session.sessionId, openingId: opening.openingId, round });
    const migration = readFileSync('src/db/migrations/0019_keep_announced_opening_status.sql', 'utf8');
    await db.execute(sql.raw(migration));
    const statusOf = async (openingId: number) =>
      (await db.select({ status: openings.status }).from(openings).where(eq(openings.openingId, openingId)))[0].status;
    expect(await statusOf(filledEarlier.openingId)).toBe('RESULT_ANNOUNCED');
    expect(await statusOf(filledNow.openingId)).toBe('RANKING_SUBMITTED');
    expect(await statusOf(withRoom.openingId)).toBe('PUBLISHED');
  });
});
