import { count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { accounts, enrollments, openings, rounds, sessionGroups, sessions, students } from '@/db/schema';
import { DEMO_ACCOUNTS, isDemoDataSeeded, seedDemoData } from '@/db/seed';
import { PAST_GROUP_TITLE } from '@/db/seed/past-term';
import { getTermResultCharts } from '@/server/result-charts';
import { resolveIdentity } from '@/server/auth/resolve-identity';
import { verifyPassword } from '@/server/auth/passwords';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
const now = new Date('2026-11-23T03:00:00Z');

beforeAll(async () => {
  db = (await testDatabase()).db;
  await seedDemoData(db, now);
});

const countOf = async (table: typeof students | typeof openings | typeof enrollments | typeof sessions) =>
  (await db.select({ total: count() }).from(table))[0].total;

describe('the demo data', () => {
  it('is seeded once: a second run writes nothing', async () => {
    expect(await isDemoDataSeeded(db)).toBe(true);
    const before = await countOf(students);
    await seedDemoData(db, now);
    expect(await countOf(students)).toBe(before);
  });

  it('has the sizes the README promises', async () => {
    expect(await countOf(students)).toBe(61);
    // The current term's 40 openings, 2 sessions and 60 enrollments, and last year's term (12, 1 and 20).
    expect(await countOf(openings)).toBe(52);
    expect(await countOf(sessions)).toBe(3);
    expect(await countOf(enrollments)).toBe(80);
  });

  it('opens round 1 for student ranking at the moment it was seeded', async () => {
    const [group] = await db.select().from(sessionGroups).orderBy(desc(sessionGroups.createdAt)).limit(1);
    const [round] = await db.select().from(rounds).where(eq(rounds.round, group.currentRound));
    expect(round.openingAnnouncementDate.getTime()).toBeLessThan(now.getTime());
    expect(round.studentRankingDeadline.getTime()).toBeGreaterThan(now.getTime());
  });

  it('has last year’s term with both rounds matched, so the result charts show something', async () => {
    const [past] = await db.select().from(sessionGroups).where(eq(sessionGroups.title, PAST_GROUP_TITLE));
    const charts = await getTermResultCharts({ ctx: { db, actor: null as never, now }, sessionGroupId: past.sessionGroupId });
    expect(charts.resultCount).toBe(20);
    expect(charts.roundProgress.map((row) => row.matched).every((matched) => matched > 0)).toBe(true);
    const outside = charts.rankBuckets.find((bucket) => bucket.kind === 'OUTSIDE_LIST');
    expect(outside?.count).toBe(1);
    expect(charts.companyFill.length).toBeGreaterThan(0);
  });

  it.each(DEMO_ACCOUNTS)('lets $username sign in as $role with the documented password', async ({ username, password, role }) => {
    const [account] = await db.select().from(accounts).where(eq(accounts.username, username));
    expect(await verifyPassword(password, account.passwordHash!)).toBe(true);
    expect(await resolveIdentity({ db, platformUid: account.platformUid })).toMatchObject({ status: 'active', role });
  });
});
