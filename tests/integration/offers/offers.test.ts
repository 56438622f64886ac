// The offer phase for the unmatched (docs/offers.md): sending, answering, lapsing, opting out and the admin's view,
// on PGlite and PostgreSQL. The real-concurrency races are in races.test.ts.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as adminPhaseRoute } from '@/app/api/admin/sessions/[sessionId]/offer-phase/route';
import { GET as adminResultsRoute } from '@/app/api/admin/sessions/[sessionId]/matching/[round]/route';
import { POST as endPhaseRoute } from '@/app/api/admin/session-groups/[sessionGroupId]/rounds/[round]/offer-phase/end/route';
import { GET as groupRoute, PATCH as updateGroupRoute } from '@/app/api/admin/session-groups/[sessionGroupId]/route';
import { PUT as setPhaseEndRoute } from '@/app/api/admin/session-groups/[sessionGroupId]/rounds/[round]/offer-phase/route';
import { POST as withdrawRoute } from '@/app/api/company/offers/[offerId]/withdraw/route';
import { GET as candidatesRoute } from '@/app/api/company/sessions/[sessionId]/offer-phase/students/route';
import { GET as companyPhaseRoute } from '@/app/api/company/sessions/[sessionId]/offer-phase/route';
import { GET as studentPhaseRoute, PUT as optOutRoute } from '@/app/api/student/sessions/[sessionId]/offer-phase/route';
import type { Database } from '@/db/client';
import { auditLogs, matchingResults, notifications, offers, rounds } from '@/db/schema';
import { runNotificationSchedule } from '@/server/notifications';
import { callRoute, IN_THAI } from '../../support/api';
import { createAdminActingAsStudent, createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { acceptOffer, createOfferWorld, declineOffer, enrollmentOf, sendOffer, type OfferWorld } from './offer-world';

let db: Database;
let admin: TestPerson;

beforeAll(async () => {
  db = (await testDatabase()).db;
  admin = await createPerson(db, 'admin');
});

const sessionParams = (world: OfferWorld) => ({ sessionId: String(world.session.sessionId) });
const companyPhase = (world: OfferWorld, user = world.companyUser) =>
  callRoute('GET', companyPhaseRoute, { params: sessionParams(world), cookie: user.cookie });
const studentPhase = (world: OfferWorld, student: TestPerson) =>
  callRoute('GET', studentPhaseRoute, { params: sessionParams(world), cookie: student.cookie });
const adminPhase = (world: OfferWorld) => callRoute('GET', adminPhaseRoute, { params: sessionParams(world), cookie: admin.cookie });
const roundParams = (world: OfferWorld) => ({ sessionGroupId: String(world.group.sessionGroupId), round: '1' });

describe('sending an offer', () => {
  it('sends an offer with a 48-hour deadline, tells the student, and takes a place of the opening', async () => {
    const world = await createOfferWorld(db);
    const before = Date.now();
    const sent = await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s1.studentId! });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ openingId: world.a.openingId, studentId: world.s1.studentId, status: 'OFFERED', round: 1 });
    const hours = (new Date(sent.body.answerDeadline).getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThan(48.1);
    const notes = await db.select().from(notifications).where(eq(notifications.recipientId, world.s1.studentId!));
    expect(notes.map((note) => note.kind)).toContain('STUDENT_OFFER');

    const phase = await companyPhase(world);
    expect(phase.status).toBe(200);
    expect(phase.body.phase.isOpen).toBe(true);
    const byTitle = Object.fromEntries(phase.body.openings.map((opening: { title: string }) => [opening.title, opening]));
    expect(byTitle['ตำแหน่ง A']).toMatchObject({ quota: 1, matchedCount: 0, outstandingCount: 1, remainingQuota: 0 });
    expect(byTitle['ตำแหน่ง B']).toMatchObject({ quota: 2, matchedCount: 1, outstandingCount: 0, remainingQuota: 1 });
    expect(byTitle['ตำแหน่ง X']).toBeUndefined();
    expect(phase.body.offers).toHaveLength(1);
    // Both languages' names, so an English page shows the English ones.
    const suffix = world.s1.username.split('-').at(-1);
    expect(phase.body.offers[0]).toMatchObject({
      studentName: `สมชาย ทดสอบ${suffix}`,
      studentNameEn: `Somchai Test${suffix}`,
      companyNameEn: 'Test Co., Ltd.',
    });
    expect(byTitle['ตำแหน่ง A'].companyNameEn).toBe('Test Co., Ltd.');

    const student = await studentPhase(world, world.s1);
    expect(student.status).toBe(200);
    expect(student.body.offers).toHaveLength(1);
    // A has no place left (its one place is promised); B and X do.
    expect(student.body.openings.map((opening: { title: string }) => opening.title).sort()).toEqual(['ตำแหน่ง B', 'ตำแหน่ง X']);
  });

  it('lists the unmatched students still looking, and marks the ones it already made an offer to', async () => {
    const world = await createOfferWorld(db);
    await sendOffer(world, world.companyUser, { openingId: world.b.openingId, studentId: world.s2.studentId! });
    const optOut = await callRoute('PUT', optOutRoute, {
      params: sessionParams(world),
      cookie: world.s3.cookie,
      body: { isNotLooking: true },
    });
    expect(optOut.status).toBe(200);
    expect(optOut.body.isNotLooking).toBe(true);
    const list = await callRoute('GET', candidatesRoute, { params: sessionParams(world), cookie: world.companyUser.cookie, query: {} });
    expect(list.status).toBe(200);
    const ids = list.body.items.map((item: { studentId: string }) => item.studentId);
    expect(ids.sort()).toEqual([world.s1.studentId, world.s2.studentId, world.s4.studentId].sort());
    const s2 = list.body.items.find((item: { studentId: string }) => item.studentId === world.s2.studentId);
    expect(s2.hasOfferFromCompany).toBe(true);
    expect(s2.studentNameEn).toBe(`Somchai Test${world.s2.username.split('-').at(-1)}`);
    const searched = await callRoute('GET', candidatesRoute, {
      params: sessionParams(world),
      cookie: world.companyUser.cookie,
      query: { search: world.s4.studentId! },
    });
    expect(searched.body.items.map((item: { studentId: string }) => item.studentId)).toEqual([world.s4.studentId]);
    // The opted-out student gets no offer.
    const refused = await sendOffer(world, world.companyUser, { openingId: world.b.openingId, studentId: world.s3.studentId! });
    expect(refused.status).toBe(409);
  });

  it('never promises more places than are left: 409 once quota − matched − outstanding is 0', async () => {
    const world = await createOfferWorld(db);
    expect((await sendOffer(world, world.companyUser, { openingId: world.b.openingId, studentId: world.s1.studentId! })).status).toBe(201);
    const full = await sendOffer(world, world.companyUser, { openingId: world.b.openingId, studentId: world.s2.studentId! }, IN_THAI);
    expect(full.status).toBe(409);
    expect(full.body.message).toContain('ไม่มีที่ว่าง');
    const twice = await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s1.studentId! });
    expect(twice.status).toBe(201);
    const again = await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s1.studentId! });
    expect(again.status).toBe(409);
  });

  it('refuses another company’s opening (403), an unknown opening or student (404), a matched student (409) and a bad deadline (400)', async () => {
    const world = await createOfferWorld(db);
    expect((await sendOffer(world, world.companyUser, { openingId: world.x.openingId, studentId: world.s1.studentId! })).status).toBe(403);
    expect((await sendOffer(world, world.companyUser, { openingId: 999_999, studentId: world.s1.studentId! })).status).toBe(404);
    expect((await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: '6699999999' })).status).toBe(404);
    expect((await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.matched.studentId! })).status).toBe(
      409,
    );
    const late = await sendOffer(world, world.companyUser, {
      openingId: world.a.openingId,
      studentId: world.s1.studentId!,
      answerDeadline: new Date(Date.now() + 30 * 24 * 3_600_000).toISOString(),
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toContain('answerDeadline');
    const past = await sendOffer(world, world.companyUser, {
      openingId: world.a.openingId,
      studentId: world.s1.studentId!,
      answerDeadline: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    const bad = await sendOffer(world, world.companyUser, {
      openingId: world.a.openingId,
      studentId: world.s1.studentId!,
      answerDeadline: 'soon',
    });
    expect(bad.status).toBe(400);
    expect(await db.select().from(offers).where(eq(offers.sessionId, world.session.sessionId))).toHaveLength(0);
  });

  it('answers 409 in Thai naming the date outside the phase: none set, not yet open, or over', async () => {
    const none = await createOfferWorld(db, { phaseHours: null });
    const noPhase = await sendOffer(none, none.companyUser, { openingId: none.a.openingId, studentId: none.s1.studentId! }, IN_THAI);
    expect(noPhase.status).toBe(409);
    expect(noPhase.body.message).toContain('ไม่มีช่วงยื่นข้อเสนอ');

    const over = await createOfferWorld(db);
    const sent = await sendOffer(over, over.companyUser, { openingId: over.a.openingId, studentId: over.s1.studentId! });
    const ended = await callRoute('POST', endPhaseRoute, { params: roundParams(over), cookie: admin.cookie });
    expect(ended.status).toBe(200);
    expect(ended.body.endedEarlyAt).not.toBeNull();
    const late = await sendOffer(over, over.companyUser, { openingId: over.b.openingId, studentId: over.s2.studentId! }, IN_THAI);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^หมดเขตช่วงยื่นข้อเสนอของรอบที่ 1 เมื่อ .*25\d\d/);
    // The phase's open offers lapsed with it.
    const accept = await acceptOffer(over.s1, sent.body.offerId);
    expect(accept.status).toBe(409);
    const view = await studentPhase(over, over.s1);
    expect(view.body.offers[0].status).toBe('LAPSED');
  });
});

describe('answering an offer', () => {
  it('accepts: the student is matched through the offer, the other offers are withdrawn, everyone is told, results show it', async () => {
    const world = await createOfferWorld(db);
    const fromA = await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s1.studentId! });
    const fromX = await sendOffer(world, world.otherCompanyUser, { openingId: world.x.openingId, studentId: world.s1.studentId! });
    const accepted = await acceptOffer(world.s1, fromA.body.offerId);
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('ACCEPTED');
    const enrollment = await enrollmentOf(db, world, world.s1);
    expect(enrollment).toMatchObject({ status: 'MATCHING_SUCCESS', assignedOpeningId: world.a.openingId, matchedRound: 1 });
    const [result] = await db
      .select()
      .from(matchingResults)
      .where(and(eq(matchingResults.sessionId, world.session.sessionId), eq(matchingResults.studentId, world.s1.studentId!)));
    expect(result).toMatchObject({ openingId: world.a.openingId, source: 'OFFER', round: 1 });
    const [other] = await db.select().from(offers).where(eq(offers.offerId, fromX.body.offerId));
    expect(other.status).toBe('WITHDRAWN');
    const companyNotes = await db.select().from(notifications).where(eq(notifications.recipientId, world.companyUser.platformUid));
    expect(companyNotes.map((note) => note.eventKey)).toContain(`offer:${fromA.body.offerId}:accepted`);
    const otherNotes = await db.select().from(notifications).where(eq(notifications.recipientId, world.otherCompanyUser.platformUid));
    expect(otherNotes.map((note) => note.eventKey)).toContain(`offer:${fromX.body.offerId}:withdrawn`);

    const results = await callRoute('GET', adminResultsRoute, {
      params: { sessionId: String(world.session.sessionId), round: '1' },
      cookie: admin.cookie,
      query: {},
    });
    expect(results.status).toBe(200);
    const row = results.body.results.items.find((item: { studentId: string }) => item.studentId === world.s1.studentId);
    expect(row).toMatchObject({ source: 'OFFER' });

    // Binding: a second answer is refused, and the student is no longer offered anything.
    expect((await declineOffer(world.s1, fromA.body.offerId)).status).toBe(409);
    expect((await sendOffer(world, world.companyUser, { openingId: world.b.openingId, studentId: world.s1.studentId! })).status).toBe(409);
  });

  it('lets only the offer’s own student answer it (404), and 404 for an unknown offer', async () => {
    const world = await createOfferWorld(db);
    const sent = await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s1.studentId! });
    expect((await acceptOffer(world.s2, sent.body.offerId)).status).toBe(404);
    expect((await declineOffer(world.s2, sent.body.offerId)).status).toBe(404);
    expect((await acceptOffer(world.s1, 999_999)).status).toBe(404);
    const withdrawn = await callRoute('POST', withdrawRoute, {
      params: { offerId: String(sent.body.offerId) },
      cookie: world.otherCompanyUser.cookie,
    });
    expect(withdrawn.status).toBe(403);
    expect((await enrollmentOf(db, world, world.s1)).assignedOpeningId).toBeNull();
  });

  it('declines, and the place is free for another offer', async () => {
    const world = await createOfferWorld(db);
    const sent = await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s1.studentId! });
    const declined = await declineOffer(world.s1, sent.body.offerId);
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('DECLINED');
    expect((await acceptOffer(world.s1, sent.body.offerId)).status).toBe(409);
    expect((await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s2.studentId! })).status).toBe(201);
  });

  it('withdraws by the company, and the student is told', async () => {
    const world = await createOfferWorld(db);
    const sent = await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s1.studentId! });
    const withdrawn = await callRoute('POST', withdrawRoute, {
      params: { offerId: String(sent.body.offerId) },
      cookie: world.companyUser.cookie,
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('WITHDRAWN');
    const notes = await db.select().from(notifications).where(eq(notifications.recipientId, world.s1.studentId!));
    expect(notes.map((note) => note.eventKey)).toContain(`offer:${sent.body.offerId}:withdrawn`);
    expect((await acceptOffer(world.s1, sent.body.offerId)).status).toBe(409);
  });

  it('lapses past its deadline: read as LAPSED everywhere, the place freed, an accept refused naming the deadline', async () => {
    const world = await createOfferWorld(db);
    const sent = await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s1.studentId! });
    await db
      .update(offers)
      .set({ answerDeadline: sql`now() - interval '1 minute'` })
      .where(eq(offers.offerId, sent.body.offerId));
    const accept = await acceptOffer(world.s1, sent.body.offerId, IN_THAI);
    expect(accept.status).toBe(409);
    expect(accept.body.message).toMatch(/^หมดเขตตอบข้อเสนอนี้ เมื่อ/);
    expect((await studentPhase(world, world.s1)).body.offers[0].status).toBe('LAPSED');
    const admin_ = await adminPhase(world);
    expect(admin_.body.counts).toMatchObject({ offered: 0, lapsed: 1 });
    expect((await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s2.studentId! })).status).toBe(201);
    // The scheduler tells both sides of the lapse, once.
    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    const lapseKey = `offer:${sent.body.offerId}:lapsed`;
    const told = await db.select().from(notifications).where(eq(notifications.eventKey, lapseKey));
    expect(told.map((note) => note.recipientId).sort()).toEqual([world.companyUser.platformUid, world.s1.studentId].sort());
  });

  it('takes the last place once when two students accept one after the other (the sequential race)', async () => {
    const world = await createOfferWorld(db);
    const first = await sendOffer(world, world.companyUser, { openingId: world.b.openingId, studentId: world.s1.studentId! });
    // A place promised and then freed by a decline lets the company make a second offer of the same place …
    expect(first.status).toBe(201);
    // … but an accept checks the place again: simulate an offer that slipped past by inserting it directly.
    const [extra] = await db
      .insert(offers)
      .values({
        sessionId: world.session.sessionId,
        round: 1,
        openingId: world.b.openingId,
        studentId: world.s2.studentId!,
        answerDeadline: new Date(Date.now() + 3_600_000),
      })
      .returning();
    expect((await acceptOffer(world.s1, first.body.offerId)).status).toBe(200);
    const second = await acceptOffer(world.s2, extra.offerId);
    expect(second.status).toBe(409);
    expect((await enrollmentOf(db, world, world.s2)).assignedOpeningId).toBeNull();
  });

  it('an admin acting as the student accepts, and the act is audited', async () => {
    const world = await createOfferWorld(db);
    const sent = await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s1.studentId! });
    const acting = await createAdminActingAsStudent(db, world.s1.studentId!);
    expect((await acceptOffer(acting, sent.body.offerId)).status).toBe(200);
    const audits = await db.select().from(auditLogs).where(eq(auditLogs.action, 'offer.accept'));
    expect(audits.some((audit) => audit.entityId === String(sent.body.offerId) && audit.assumedPlatformUid !== null)).toBe(true);
  });
});

describe('the admin', () => {
  it('sees the phase live and ends it early (audited); the end is then final', async () => {
    const world = await createOfferWorld(db);
    const one = await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s1.studentId! });
    await sendOffer(world, world.companyUser, { openingId: world.b.openingId, studentId: world.s2.studentId! });
    await acceptOffer(world.s1, one.body.offerId);
    const view = await adminPhase(world);
    expect(view.status).toBe(200);
    expect(view.body.counts).toMatchObject({ offered: 1, accepted: 1, declined: 0, lapsed: 0, withdrawn: 0 });
    expect(view.body.unmatchedCount).toBe(3);
    // A 0 (1 taken), B 0 (1 matched + 1 promised), X 3.
    expect(view.body.placesLeft).toBe(3);

    const ended = await callRoute('POST', endPhaseRoute, { params: roundParams(world), cookie: admin.cookie });
    expect(ended.status).toBe(200);
    const again = await callRoute('POST', endPhaseRoute, { params: roundParams(world), cookie: admin.cookie });
    expect(again.status).toBe(409);
    const moved = await callRoute('PUT', setPhaseEndRoute, {
      params: roundParams(world),
      cookie: admin.cookie,
      body: { endsAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(moved.status).toBe(409);
    const audits = await db.select().from(auditLogs).where(eq(auditLogs.action, 'offer-phase.end-early'));
    expect(audits.some((audit) => audit.entityId === `${world.group.sessionGroupId}:1`)).toBe(true);
    expect((await adminPhase(world)).body.counts).toMatchObject({ offered: 0, accepted: 1, lapsed: 1 });
  });

  it('sets the phase end after the result announcement (400 otherwise), pulling open offers’ deadlines in', async () => {
    const world = await createOfferWorld(db);
    const sent = await sendOffer(world, world.companyUser, { openingId: world.a.openingId, studentId: world.s1.studentId! });
    const before = await callRoute('PUT', setPhaseEndRoute, {
      params: roundParams(world),
      cookie: admin.cookie,
      body: { endsAt: new Date(Date.now() - 86_400_000).toISOString() },
    });
    expect(before.status).toBe(400);
    const sooner = new Date(Date.now() + 3_600_000);
    const set = await callRoute('PUT', setPhaseEndRoute, {
      params: roundParams(world),
      cookie: admin.cookie,
      body: { endsAt: sooner.toISOString() },
    });
    expect(set.status).toBe(200);
    expect(set.body.endsAt).toBe(sooner.toISOString());
    const [offer] = await db.select().from(offers).where(eq(offers.offerId, sent.body.offerId));
    expect(offer.answerDeadline.toISOString()).toBe(sooner.toISOString());
    const removed = await callRoute('PUT', setPhaseEndRoute, { params: roundParams(world), cookie: admin.cookie, body: { endsAt: null } });
    expect(removed.status).toBe(409);
    const unknown = await callRoute('PUT', setPhaseEndRoute, {
      params: { sessionGroupId: String(world.group.sessionGroupId), round: '9' },
      cookie: admin.cookie,
      body: { endsAt: sooner.toISOString() },
    });
    expect(unknown.status).toBe(404);
    expect((await adminPhase({ ...world, session: { ...world.session, sessionId: 999_999 } })).status).toBe(404);
  });

  it('refuses to move the result announcement past the offer phase end it keeps: 400 in Thai, not a 500', async () => {
    const world = await createOfferWorld(db);
    const params = { sessionGroupId: String(world.group.sessionGroupId) };
    const group = await callRoute('GET', groupRoute, { params, cookie: admin.cookie });
    expect(group.status).toBe(200);
    const [round] = group.body.rounds as { offerPhaseEndsAt: string; resultAnnouncementDate: string }[];
    const late = new Date(new Date(round.offerPhaseEndsAt).getTime() + 3_600_000).toISOString();
    // Left out, the round keeps its offer phase end.
    const withoutEnd = { ...round, offerPhaseEndsAt: undefined };
    const moved = await callRoute('PATCH', updateGroupRoute, {
      params,
      cookie: admin.cookie,
      body: { rounds: [{ ...withoutEnd, resultAnnouncementDate: late }] },
      headers: IN_THAI,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toMatch(/วันประกาศผลของรอบที่ 1 ต้องอยู่ก่อนวันสิ้นสุดช่วงยื่นข้อเสนอ/);
    // Moving both together is fine.
    const both = await callRoute('PATCH', updateGroupRoute, {
      params,
      cookie: admin.cookie,
      body: {
        rounds: [{ ...withoutEnd, resultAnnouncementDate: late, offerPhaseEndsAt: new Date(Date.parse(late) + 3_600_000).toISOString() }],
      },
    });
    expect(both.status).toBe(200);
  });

  it('keeps a phase that is over as it is in the group’s rounds: moving or removing its end is a 409 in Thai', async () => {
    const params = (world: OfferWorld) => ({ sessionGroupId: String(world.group.sessionGroupId) });
    const roundsOf = async (world: OfferWorld) =>
      (await callRoute('GET', groupRoute, { params: params(world), cookie: admin.cookie })).body.rounds as {
        offerPhaseEndsAt: string | null;
      }[];
    const patchEnd = async (world: OfferWorld, offerPhaseEndsAt: string | null, headers?: Record<string, string>) => {
      const [round] = await roundsOf(world);
      return callRoute('PATCH', updateGroupRoute, {
        params: params(world),
        cookie: admin.cookie,
        body: { title: 'กลุ่มที่แก้ชื่อ', rounds: [{ ...round, offerPhaseEndsAt }] },
        headers,
      });
    };
    const later = new Date(Date.now() + 5 * 86_400_000).toISOString();

    // Ended early.
    const endedEarly = await createOfferWorld(db);
    expect((await callRoute('POST', endPhaseRoute, { params: roundParams(endedEarly), cookie: admin.cookie })).status).toBe(200);
    const [kept] = await roundsOf(endedEarly);
    const reopened = await patchEnd(endedEarly, later, IN_THAI);
    expect(reopened.status).toBe(409);
    expect(reopened.body.message).toMatch(/^ช่วงยื่นข้อเสนอของรอบที่ 1 ปิดไปแล้วเมื่อ \d/);
    expect((await patchEnd(endedEarly, null)).status).toBe(409);
    expect((await roundsOf(endedEarly))[0].offerPhaseEndsAt).toBe(kept.offerPhaseEndsAt);
    // Sent back unchanged (the group's form saves every round), or left out: the rest of the change goes through.
    const unchanged = await patchEnd(endedEarly, kept.offerPhaseEndsAt);
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.title).toBe('กลุ่มที่แก้ชื่อ');

    // Its end has passed.
    const passed = await createOfferWorld(db);
    await db
      .update(rounds)
      .set({ offerPhaseEndsAt: sql`now() - interval '10 seconds'` })
      .where(and(eq(rounds.sessionGroupId, passed.group.sessionGroupId), eq(rounds.round, 1)));
    const [over] = await roundsOf(passed);
    const extended = await patchEnd(passed, later, IN_THAI);
    expect(extended.status).toBe(409);
    expect(extended.body.message).toMatch(/^ช่วงยื่นข้อเสนอของรอบที่ 1 สิ้นสุดไปแล้วเมื่อ \d/);
    expect((await roundsOf(passed))[0].offerPhaseEndsAt).toBe(over.offerPhaseEndsAt);
    expect((await patchEnd(passed, over.offerPhaseEndsAt)).status).toBe(200);

    // An open phase still moves with the group's rounds, by the phase screen's rules.
    const open = await createOfferWorld(db);
    const moved = await patchEnd(open, later);
    expect(moved.status).toBe(200);
    expect((await roundsOf(open))[0].offerPhaseEndsAt).toBe(later);
    const sent = await sendOffer(open, open.companyUser, { openingId: open.a.openingId, studentId: open.s1.studentId! });
    const sooner = new Date(Date.now() + 3_600_000).toISOString();
    expect((await patchEnd(open, sooner)).status).toBe(200);
    const [offer] = await db.select().from(offers).where(eq(offers.offerId, sent.body.offerId));
    expect(offer.answerDeadline.toISOString()).toBe(sooner);
    const closing = await patchEnd(open, new Date(Date.now() - 5_000).toISOString());
    expect(closing.status).toBe(400);
    expect(closing.body.message).toMatch(/rounds\.0\.offerPhaseEndsAt: must be in the future/);
    const removed = await patchEnd(open, null, IN_THAI);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toMatch(/^รอบที่ 1 มีข้อเสนอแล้ว 1 รายการ/);
  });
});
