import { and, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { accounts, employerRatings, enrollments, offers, openings, rounds, sessionGroups, sessions, students } from '@/db/schema';
import { DEMO_ACCOUNTS, isDemoDataSeeded, seedDemoData } from '@/db/seed';
import { INTERVIEW_GROUP_TITLE, INTERVIEW_SESSION_TITLE } from '@/db/seed/interview-term';
import { OFFER_SESSION_TITLE } from '@/db/seed/offer-phase-term';
import { PAST_GROUP_TITLE, PAST_SESSION_TITLE } from '@/db/seed/past-term';
import { listPlacements } from '@/server/placements';
import { getCompanyRatingSummaries } from '@/server/employer-ratings';
import { EMPLOYER_RATING_MIN_COUNT } from '@/lib/employer-ratings';
import { getRoundInterviewProgress, listOpeningInterviews, listStudentInterviews } from '@/server/interviews';
import { getCompanyOfferPhase, getStudentOfferPhase } from '@/server/offers';
import { listSessions } from '@/server/sessions';
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
    // The current term's 40 openings, 2 sessions and 60 enrollments, last year's term (12, 1 and 20), the term in
    // its offer phase (4, 1 and 8) and the term in its interviews (4, 1 and 8).
    expect(await countOf(openings)).toBe(60);
    expect(await countOf(sessions)).toBe(5);
    expect(await countOf(enrollments)).toBe(96);
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

  it('has last year’s placements in every state the office follows', async () => {
    const [past] = await db.select().from(sessions).where(eq(sessions.title, PAST_SESSION_TITLE));
    const admin = {
      role: 'admin',
      platformUid: 'seed-test',
      signedInPlatformUid: 'seed-test',
      displayName: 'seed',
      loginSessionId: 0,
    } as const;
    const list = await listPlacements({ ctx: { db, actor: admin, now }, sessionId: past.sessionId, query: { page: 1, limit: 100 } });
    const states = list.items.map((item) => item.state);
    expect(list.meta.totalItem).toBe(states.length);
    for (const state of ['AWAITING_DETAILS', 'DETAILS_FILLED', 'CONFIRMED', 'ENDED'] as const) expect(states).toContain(state);
    expect(states.filter((state) => state === 'ENDED')).toHaveLength(1);
    expect(list.items.find((item) => item.state === 'ENDED')?.endReason).toBeTruthy();
    expect(new Set(list.items.map((item) => item.source))).toEqual(new Set(['ALGORITHM', 'MANUAL']));
  });

  it('has students’ ratings of employers: one company with an average shown, one below the threshold, one published comment', async () => {
    const rows = await db
      .select({ companyId: employerRatings.companyId, total: count(), published: count(employerRatings.commentPublishedAt) })
      .from(employerRatings)
      .groupBy(employerRatings.companyId)
      .orderBy(desc(count()));
    expect(rows[0].total).toBeGreaterThanOrEqual(EMPLOYER_RATING_MIN_COUNT);
    expect(rows.some((row) => row.total > 0 && row.total < EMPLOYER_RATING_MIN_COUNT)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.published, 0)).toBe(1);
    const summaries = await getCompanyRatingSummaries({ ctx: { db }, companyIds: rows.map((row) => row.companyId) });
    expect(summaries.get(rows[0].companyId)?.averages).not.toBeNull();
    expect(summaries.get(rows[0].companyId)?.comments).toHaveLength(1);
    expect(summaries.get(rows[rows.length - 1].companyId)?.averages).toBeNull();
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

  it('keeps the current term first: its sessions and openings have the first ids, its group the largest', async () => {
    const [admin] = await db.select().from(accounts).where(eq(accounts.username, 'admin'));
    const asAdmin = await resolveIdentity({ db, platformUid: admin.platformUid });
    const list = await listSessions({ ctx: { db, actor: asAdmin as never, now } as never });
    expect(list.slice(0, 2).map((session) => session.sessionId)).toEqual([1, 2]);
    const groups = await db.select().from(sessionGroups).orderBy(desc(sessionGroups.sessionGroupId));
    expect(groups[0].sessionGroupId).toBe(list[0].sessionGroupId);
    expect(groups.map((group) => group.title)).toEqual(['ฝึกงานภาคฤดูร้อน 2570', INTERVIEW_GROUP_TITLE, expect.any(String), PAST_GROUP_TITLE]);
    const [student] = await db.select().from(accounts).where(eq(accounts.username, 'student'));
    const asStudent = await resolveIdentity({ db, platformUid: student.platformUid });
    const own = await listSessions({ ctx: { db, actor: asStudent as never, now } as never });
    expect(own[0].sessionId).toBe(1);
  });

  it('has a term in its interviews: slots and bookings on the student’s, the company’s and the admin’s screens', async () => {
    const [interviewSession] = await db.select().from(sessions).where(eq(sessions.title, INTERVIEW_SESSION_TITLE));
    expect(interviewSession.sessionId).toBe(5);
    const [row] = await db.select().from(rounds).where(eq(rounds.sessionGroupId, interviewSession.sessionGroupId));
    expect(row.applicationAnnouncementDate.getTime()).toBeLessThan(now.getTime());
    expect(row.companyRankingDeadline.getTime()).toBeGreaterThan(now.getTime());

    const [student] = await db.select().from(accounts).where(eq(accounts.username, 'student'));
    const [company] = await db.select().from(accounts).where(eq(accounts.username, 'company'));
    const [admin] = await db.select().from(accounts).where(eq(accounts.username, 'admin'));
    const asStudent = await resolveIdentity({ db, platformUid: student.platformUid });
    const asCompany = await resolveIdentity({ db, platformUid: company.platformUid });
    const asAdmin = await resolveIdentity({ db, platformUid: admin.platformUid });

    const mine = await listStudentInterviews({ ctx: { db, actor: asStudent as never, now } as never });
    expect(mine.bookings).toHaveLength(1);
    expect(mine.bookings[0].canChange).toBe(true);
    // The demo company's slots offered to all (the one-to-one already full), and the second company's free one.
    expect(mine.offeredSlots.map((slot) => [slot.capacity, slot.seatsLeft, slot.canBook])).toEqual([
      [1, 0, false],
      [4, 2, true],
      [1, 1, true],
      [1, 1, true],
    ]);
    const demoOpeningId = mine.offeredSlots[0].openingId;
    // The README's tour names these ids.
    expect(demoOpeningId).toBe(57);
    expect(mine.bookings[0].slot.openingId).not.toBe(demoOpeningId);

    const companyView = await listOpeningInterviews({
      ctx: { db, actor: asCompany as never, now } as never,
      openingId: demoOpeningId,
      sessionId: interviewSession.sessionId,
      query: {},
    });
    expect(companyView.isWindowOpen).toBe(true);
    expect(companyView.slots.map((slot) => [slot.capacity, slot.bookings.length, slot.audience])).toEqual([
      [1, 1, 'ALL'],
      [4, 2, 'ALL'],
      [1, 0, 'ALL'],
      [2, 1, 'CHOSEN'],
    ]);
    expect(companyView.slots.every((slot) => new Date(slot.startsAt).getTime() > now.getTime())).toBe(true);
    expect(companyView.applicantsWithoutBooking.map((applicant) => applicant.studentId)).toContain(
      (asStudent as { studentId: string }).studentId,
    );

    const progress = await getRoundInterviewProgress({
      ctx: { db, actor: asAdmin as never, now } as never,
      sessionId: interviewSession.sessionId,
      query: {},
    });
    expect(progress.openings.find((opening) => opening.openingId === demoOpeningId)).toMatchObject({ slotCount: 4, bookedCount: 4 });
    // The demo student's own term is still the one their screens open on.
    expect(await findCurrentSessionGroup({ ctx: { db, actor: asStudent as never, now } })).not.toBe(interviewSession.sessionGroupId);
    expect(await findCurrentSessionGroup({ ctx: { db, actor: asCompany as never, now } })).not.toBe(interviewSession.sessionGroupId);
  });

  it.each(DEMO_ACCOUNTS)('lets $username sign in as $role with the documented password', async ({ username, password, role }) => {
    const [account] = await db.select().from(accounts).where(eq(accounts.username, username));
    expect(await verifyPassword(password, account.passwordHash!)).toBe(true);
    expect(await resolveIdentity({ db, platformUid: account.platformUid })).toMatchObject({ status: 'active', role });
  });
});
