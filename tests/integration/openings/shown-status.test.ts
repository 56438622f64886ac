import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getAdminOpening } from '@/app/api/admin/openings/[openingId]/route';
import { GET as getDashboard } from '@/app/api/admin/session-groups/[sessionGroupId]/dashboard/route';
import { GET as listGroup } from '@/app/api/admin/session-groups/[sessionGroupId]/openings/route';
import { GET as getCompanyOpening } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/route';
import type { Database } from '@/db/client';
import { sessions } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createOpening, createPeopleOfEveryRole, createSession, createSessionGroup } from '../../support/fixtures';
import { placeMatchingRound } from '../../support/matching-fixtures';
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
const filter = async (status: string) => {
  const answer = await callRoute('GET', listGroup, {
    path: `/api/admin/session-groups/${groupId()}/openings`,
    params: { sessionGroupId: groupId() },
    query: { status },
    cookie: people.admin.cookie,
  });
  expect(answer.status).toBe(200);
  return (answer.body.items as { openingId: number; status: string }[])
    .map((item) => [item.openingId, item.status])
    .sort((a, b) => Number(a[0]) - Number(b[0]));
};
const dashboard = async () => {
  const answer = await callRoute('GET', getDashboard, {
    path: `/api/admin/session-groups/${groupId()}/dashboard`,
    params: { sessionGroupId: groupId() },
    cookie: people.admin.cookie,
  });
  expect(answer.status).toBe(200);
  return answer.body.companyRankings as { sessionId: number; byStatus: Record<string, number>; quotaByStatus: Record<string, number> }[];
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
