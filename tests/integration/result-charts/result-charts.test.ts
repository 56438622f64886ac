import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { enrollments, matchingResults } from '@/db/schema';
import type { CompanyFill, RankBucket } from '@/lib/result-charts';
import type { Context } from '@/server/context';
import { resolveActorFromToken } from '@/server/auth/resolve-actor-from-token';
import { runMatching, setManualMatch } from '@/server/matching';
import { getRoundResultCharts, getTermResultCharts } from '@/server/result-charts';
import { closeRound } from '@/server/session-groups';
import { createCompany, createOpening, createPerson, createSession, createSessionGroup, type TestPerson } from '../../support/fixtures';
import { announceResults, openMatchingWindow, submitCompanyRankingRows, submitRankingRows } from '../../support/matching-fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let admin: TestPerson;
const ctx = async (): Promise<Context> => {
  const actor = await resolveActorFromToken({ db, token: admin.cookie.split('=')[1], now: new Date() });
  return { db, actor: actor!, now: new Date() };
};

/** The bars as `label: count`, the zero ones left out, so a failure reads at a glance. */
const bars = (buckets: RankBucket[]) =>
  Object.fromEntries(buckets.filter((bucket) => bucket.count > 0).map((bucket) => [bucket.label, bucket.count]));
const fills = (rows: CompanyFill[]) => rows.map((row) => `${row.companyNameTh} ${row.matched}/${row.places}`);

/**
 * One session of a two-round group, openings of three companies:
 *   X: A (quota 1), B (quota 2); Y: C (quota 2), E1…E5 (quota 1 each), a draft (quota 5, no places);
 *   Z: D (quota 2, no ranking: takes only students set by hand).
 * Round 1: s1 [A, B], s2 [A, B], s3 [C, B], s4 [A, C], s6 [C, D], s7 [C]; s5 submits nothing.
 *   A selects s2, s1, s4; B selects s1, s3; C selects no one.
 *   The run: s2→A (1st), s1→B (2nd), s3→B (2nd), s4, s6, s7 unmatched. Then by hand: s6→D (in its list, 2nd),
 *   s5→D (not in any list: outside the list).
 * Round 2 (after closing round 1): s4 [E1, E2, E3, E4, E5, C], s7 [E1]; C selects s4; the E's rank no one.
 *   The run: s4→C (6th: the tail), s7 unmatched again.
 * Elsewhere: a second group whose manual result must not count.
 */
async function createWorld() {
  const group = await createSessionGroup(db, { roundCount: 2 });
  const session = await createSession(db, group.sessionGroupId);
  const sessionId = session.sessionId;
  const [x, y, z] = await Promise.all([
    createCompany(db, { companyNameTh: 'บริษัท เอกซ์ จำกัด' }),
    createCompany(db, { companyNameTh: 'บริษัท วาย จำกัด' }),
    createCompany(db, { companyNameTh: 'บริษัท แซด จำกัด' }),
  ]);
  const open = (companyId: number, title: string, quota: number, status: 'PUBLISHED' | 'DRAFT' = 'PUBLISHED') =>
    createOpening(db, sessionId, companyId, { title, quota, status });
  const a = await open(x.companyId, 'A', 1);
  const b = await open(x.companyId, 'B', 2);
  const c = await open(y.companyId, 'C', 2);
  const d = await open(z.companyId, 'D', 2);
  const e: number[] = [];
  for (let index = 1; index <= 5; index++) e.push((await open(y.companyId, `E${index}`, 1)).openingId);
  await open(y.companyId, 'ร่าง', 5, 'DRAFT');

  const s: string[] = [];
  for (let index = 1; index <= 7; index++) s.push((await createPerson(db, 'student')).studentId!);
  const [s1, s2, s3, s4, s5, s6, s7] = s;
  await db.insert(enrollments).values(s.map((studentId) => ({ sessionId, studentId, status: 'RANKING_PENDING' as const })));
  const rank = (round: number, studentId: string, openingIds: number[]) =>
    submitRankingRows(db, { sessionId, round, studentId, openingIds });
  await rank(1, s1, [a.openingId, b.openingId]);
  await rank(1, s2, [a.openingId, b.openingId]);
  await rank(1, s3, [c.openingId, b.openingId]);
  await rank(1, s4, [a.openingId, c.openingId]);
  await rank(1, s6, [c.openingId, d.openingId]);
  await rank(1, s7, [c.openingId]);
  await submitCompanyRankingRows(db, { openingId: a.openingId, round: 1, selectedStudentIds: [s2, s1, s4] });
  await submitCompanyRankingRows(db, { openingId: b.openingId, round: 1, selectedStudentIds: [s1, s3] });
  await submitCompanyRankingRows(db, { openingId: c.openingId, round: 1, selectedStudentIds: [] });
  await openMatchingWindow(db, group.sessionGroupId, 1);
  await runMatching({ ctx: await ctx(), sessionId });
  await setManualMatch({ ctx: await ctx(), sessionId, studentId: s6, input: { openingId: d.openingId } });
  await setManualMatch({ ctx: await ctx(), sessionId, studentId: s5, input: { openingId: d.openingId } });
  const roundOne = { rankBuckets: (await getRoundResultCharts({ ctx: await ctx(), sessionId, round: 1 })).rankBuckets };

  await announceResults(db, group.sessionGroupId, 1);
  await closeRound({ ctx: await ctx(), sessionGroupId: group.sessionGroupId });
  await rank(2, s4, [...e, c.openingId]);
  await rank(2, s7, [e[0]]);
  await submitCompanyRankingRows(db, { openingId: c.openingId, round: 2, selectedStudentIds: [s4] });
  await openMatchingWindow(db, group.sessionGroupId, 2);
  await runMatching({ ctx: await ctx(), sessionId });

  const other = await createSessionGroup(db);
  const otherSession = await createSession(db, other.sessionGroupId);
  const outsider = await createPerson(db, 'student');
  const otherOpening = await createOpening(db, otherSession.sessionId, x.companyId, { title: 'ที่อื่น', quota: 4, status: 'PUBLISHED' });
  await db.insert(enrollments).values({
    sessionId: otherSession.sessionId,
    studentId: outsider.studentId!,
    status: 'MATCHING_SUCCESS',
    assignedOpeningId: otherOpening.openingId,
    matchedRound: 1,
  });
  await db.insert(matchingResults).values({
    sessionId: otherSession.sessionId,
    round: 1,
    studentId: outsider.studentId!,
    openingId: otherOpening.openingId,
    source: 'MANUAL',
  });
  return { group, sessionId, roundOne };
}

let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  admin = await createPerson(db, 'admin');
  world = await createWorld();
});

describe('the results screen of a round', () => {
  it('counts how far down their lists the round’s students matched, manual matches by their place in the list', async () => {
    expect(bars(world.roundOne.rankBuckets)).toEqual({ 'อันดับ 1': 1, 'อันดับ 2': 3, จัดให้นอกรายการ: 1, ไม่ได้รับการจับคู่: 2 });
    // The closed round reads the same from its kept rows.
    const closed = await getRoundResultCharts({ ctx: await ctx(), sessionId: world.sessionId, round: 1 });
    expect(bars(closed.rankBuckets)).toEqual(bars(world.roundOne.rankBuckets));
    expect(closed.resultCount).toBe(7);
    expect(closed.rankBuckets.map((bucket) => bucket.label)).toEqual([
      'อันดับ 1',
      'อันดับ 2',
      'อันดับ 3',
      'อันดับ 4',
      'อันดับ 5',
      'อันดับ 6 ขึ้นไป',
      'จัดให้นอกรายการ',
      'ไม่ได้รับการจับคู่',
    ]);
    const second = await getRoundResultCharts({ ctx: await ctx(), sessionId: world.sessionId, round: 2 });
    expect(bars(second.rankBuckets)).toEqual({ 'อันดับ 6 ขึ้นไป': 1, ไม่ได้รับการจับคู่: 1 });
    expect(second.resultCount).toBe(2);
  });

  it('gives each company’s places and matches up to the round, least filled first, drafts offering no places', async () => {
    const first = await getRoundResultCharts({ ctx: await ctx(), sessionId: world.sessionId, round: 1 });
    expect(fills(first.companyFill)).toEqual(['บริษัท วาย จำกัด 0/7', 'บริษัท เอกซ์ จำกัด 3/3', 'บริษัท แซด จำกัด 2/2']);
    const second = await getRoundResultCharts({ ctx: await ctx(), sessionId: world.sessionId, round: 2 });
    expect(fills(second.companyFill)).toEqual(['บริษัท วาย จำกัด 1/7', 'บริษัท เอกซ์ จำกัด 3/3', 'บริษัท แซด จำกัด 2/2']);
  });

  it('is empty before any result, and 404 for an unknown session or a round not reached', async () => {
    const group = await createSessionGroup(db, { roundCount: 2 });
    const session = await createSession(db, group.sessionGroupId);
    const empty = await getRoundResultCharts({ ctx: await ctx(), sessionId: session.sessionId, round: 1 });
    expect(empty.resultCount).toBe(0);
    expect(empty.companyFill).toEqual([]);
    await expect(getRoundResultCharts({ ctx: await ctx(), sessionId: session.sessionId, round: 2 })).rejects.toMatchObject({ status: 404 });
    await expect(getRoundResultCharts({ ctx: await ctx(), sessionId: 999_999, round: 1 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('the group dashboard', () => {
  it('counts each student once by the latest result, over the term', async () => {
    const term = await getTermResultCharts({ ctx: await ctx(), sessionGroupId: world.group.sessionGroupId });
    expect(bars(term.rankBuckets)).toEqual({
      'อันดับ 1': 1,
      'อันดับ 2': 3,
      'อันดับ 6 ขึ้นไป': 1,
      จัดให้นอกรายการ: 1,
      ไม่ได้รับการจับคู่: 1,
    });
    expect(term.resultCount).toBe(7);
    expect(fills(term.companyFill)).toEqual(['บริษัท วาย จำกัด 1/7', 'บริษัท เอกซ์ จำกัด 3/3', 'บริษัท แซด จำกัด 2/2']);
  });

  it('gives applications, submitted rankings and matches per round', async () => {
    const term = await getTermResultCharts({ ctx: await ctx(), sessionGroupId: world.group.sessionGroupId });
    expect(term.roundProgress).toEqual([
      { round: 1, applications: 11, submittedRankings: 6, matched: 5 },
      { round: 2, applications: 7, submittedRankings: 2, matched: 1 },
    ]);
  });

  it('is empty for a group without results, and 404 for an unknown group', async () => {
    const group = await createSessionGroup(db);
    const term = await getTermResultCharts({ ctx: await ctx(), sessionGroupId: group.sessionGroupId });
    expect(term).toMatchObject({
      resultCount: 0,
      companyFill: [],
      roundProgress: [{ round: 1, applications: 0, submittedRankings: 0, matched: 0 }],
    });
    await expect(getTermResultCharts({ ctx: await ctx(), sessionGroupId: 999_999 })).rejects.toMatchObject({ status: 404 });
  });
});
