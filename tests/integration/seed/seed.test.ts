import { and, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { accounts, enrollments, offers, openings, rounds, sessionGroups, sessions, students } from '@/db/schema';
import { DEMO_ACCOUNTS, isDemoDataSeeded, seedDemoData } from '@/db/seed';
import { OFFER_SESSION_TITLE } from '@/db/seed/offer-phase-term';
import { PAST_GROUP_TITLE } from '@/db/seed/past-term';
import { getCompanyOfferPhase, getStudentOfferPhase } from '@/server/offers';
import { findCurrentSessionGroup } from '@/server/sessions';
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
    // The current term's 40 openings, 2 sessions and 60 enrollments, last year's term (12, 1 and 20) and the term in
    // its offer phase (4, 1 and 8).
    expect(await countOf(openings)).toBe(56);
    expect(await countOf(sessions)).toBe(4);
    expect(await countOf(enrollments)).toBe(88);
  });

  it('opens round 1 for student ranking at the moment it was seeded', async () => {
    const [group] = await db.select().from(sessionGroups).orderBy(desc(sessionGroups.createdAt)).limit(1);
    const [round] = await db
      .select()
      .from(rounds)
      .where(and(eq(rounds.sessionGroupId, group.sessionGroupId), eq(rounds.round, group.currentRound)));
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

  it('has a term in its offer phase with offers out, one of them waiting for the demo student', async () => {
    const [offerSession] = await db.select().from(sessions).where(eq(sessions.title, OFFER_SESSION_TITLE));
    const [student] = await db.select().from(accounts).where(eq(accounts.username, 'student'));
    const [company] = await db.select().from(accounts).where(eq(accounts.username, 'company'));
    const asStudent = await resolveIdentity({ db, platformUid: student.platformUid });
    const asCompany = await resolveIdentity({ db, platformUid: company.platformUid });
    const studentView = await getStudentOfferPhase({
      ctx: { db, actor: asStudent as never, now } as never,
      sessionId: offerSession.sessionId,
    });
    expect(studentView.phase.isOpen).toBe(true);
    expect(studentView.offers.map((offer) => offer.status)).toEqual(['OFFERED']);
    const [row] = await db.select().from(rounds).where(eq(rounds.sessionGroupId, offerSession.sessionGroupId));
    expect(row.resultAnnouncementDate.getTime()).toBeLessThan(now.getTime());
    expect(row.offerPhaseEndsAt!.getTime()).toBeGreaterThan(now.getTime());
    const companyView = await getCompanyOfferPhase({
      ctx: { db, actor: asCompany as never, now } as never,
      sessionId: offerSession.sessionId,
    });
    expect(companyView.openings.some((opening) => opening.remainingQuota > 0)).toBe(true);
    const statuses = (await db.select().from(offers).where(eq(offers.sessionId, offerSession.sessionId)))
      .map((offer) => offer.status)
      .sort();
    expect(statuses).toEqual(['ACCEPTED', 'DECLINED', 'OFFERED']);
    // The demo student's own term is still the one their screens open on.
    expect(await findCurrentSessionGroup({ ctx: { db, actor: asStudent as never, now } })).not.toBe(offerSession.sessionGroupId);
  });

  it.each(DEMO_ACCOUNTS)('lets $username sign in as $role with the documented password', async ({ username, password, role }) => {
    const [account] = await db.select().from(accounts).where(eq(accounts.username, username));
    expect(await verifyPassword(password, account.passwordHash!)).toBe(true);
    expect(await resolveIdentity({ db, platformUid: account.platformUid })).toMatchObject({ status: 'active', role });
  });
});
