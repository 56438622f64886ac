import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { insertTermOpenings, insertTermSession } from './term-rows';
import { enrollments, matchingResults, matchingRuns, offers, openings, rounds, sessionGroups } from '@/db/schema';

type OpeningRow = typeof openings.$inferInsert;

export const OFFER_GROUP_TITLE = 'ฝึกงานระหว่างภาคการศึกษา 2569';
export const OFFER_SESSION_TITLE = 'ฝึกงานระหว่างภาคการศึกษา 2569 (ช่วงยื่นข้อเสนอ)';
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * A short term whose only round was matched and announced two days ago and whose offer phase (docs/offers.md) is
 * open for four more days, so the student's, the company's and the admin's offer screens have something to show.
 * The group is written before the current term's, so its id is smaller and the current group stays the first of
 * every list ordered newest first; it is created two months back, so it is never anyone's current group. Returns
 * the group; insertOfferPhaseTerm writes its session after the current term's, whose ids stay 1, 2, ….
 */
export async function insertOfferPhaseGroup(tx: Executor, { now }: { now: Date }): Promise<number> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const [group] = await tx
    .insert(sessionGroups)
    .values({ title: OFFER_GROUP_TITLE, currentRound: 1, createdAt: at(-60), updatedAt: at(-2) })
    .returning({ sessionGroupId: sessionGroups.sessionGroupId });
  await tx.insert(rounds).values({
    sessionGroupId: group.sessionGroupId,
    round: 1,
    openingSubmissionDeadline: at(-50),
    openingAnnouncementDate: at(-47),
    studentRankingDeadline: at(-30),
    applicationAnnouncementDate: at(-29),
    companyRankingDeadline: at(-20),
    reorderRankingDeadline: at(-18),
    cancelRankingDeadline: at(-18),
    resultAnnouncementDate: at(-2),
    offerPhaseEndsAt: at(4),
  });
  return group.sessionGroupId;
}

/**
 * The session's openings, enrollments, match and offers: four openings (the demo company's first, with six places:
 * one taken, one offered, four free), eight students of whom four were matched by the algorithm; of the four left, the demo
 * student holds a waiting offer, one accepted an offer, one declined one, and one is not looking any more.
 */
export async function insertOfferPhaseTerm(
  tx: Executor,
  {
    now,
    sessionGroupId,
    studentIds,
    openingTemplates,
    adminPlatformUid,
    companySenders,
  }: {
    now: Date;
    sessionGroupId: number;
    /** Eight students, the demo student first. */
    studentIds: string[];
    /** Openings of four different companies, the demo company's first. */
    openingTemplates: OpeningRow[];
    adminPlatformUid: string;
    /** The account that sends each company's offers, by company id. */
    companySenders: Map<number, string>;
  },
): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const sessionId = await insertTermSession(tx, {
    sessionGroupId,
    title: OFFER_SESSION_TITLE,
    description: 'ประกาศผลการจับคู่แล้ว นิสิตที่ยังไม่ได้ที่ฝึกงานและบริษัทที่ยังมีที่ว่างพบกันได้ในช่วงยื่นข้อเสนอ',
    isMatchingInitiated: true,
    createdAt: at(-60),
    updatedAt: at(-2),
  });
  const quotas = [6, 2, 1, 2];
  const openingIds = await insertTermOpenings(tx, {
    sessionId,
    templates: openingTemplates.slice(0, 4),
    quotas,
    status: 'RESULT_ANNOUNCED',
    publishedAt: at(-47),
    createdAt: at(-55),
    updatedAt: at(-2),
  });
  const [demoStudent, accepter, decliner, notLooking, ...matched] = studentIds;

  await tx.insert(enrollments).values(
    studentIds.map((studentId) => ({
      sessionId,
      studentId,
      status: 'MATCHING_FAILED' as const,
      offerOptOutAt: studentId === notLooking ? at(-1) : null,
    })),
  );
  // The algorithm's four: one in each opening, so each has room left but the third (quota 1).
  const [run] = await tx
    .insert(matchingRuns)
    .values({
      sessionId,
      round: 1,
      isStable: true,
      matchedCount: matched.length,
      unmatchedCount: 4,
      runAt: at(-3),
      runByPlatformUid: adminPlatformUid,
    })
    .returning({ runId: matchingRuns.runId });
  for (const [index, studentId] of matched.entries()) {
    await tx
      .update(enrollments)
      .set({ status: 'MATCHING_SUCCESS', assignedOpeningId: openingIds[index], matchedRound: 1 })
      .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
  }
  await tx.insert(matchingResults).values(
    studentIds.map((studentId) => ({
      sessionId,
      round: 1,
      studentId,
      openingId: matched.includes(studentId) ? openingIds[matched.indexOf(studentId)] : null,
      source: 'ALGORITHM' as const,
      runId: run.runId,
      createdAt: at(-3),
    })),
  );

  const senderOf = (index: number) => companySenders.get(openingTemplates[index].companyId) ?? null;
  // Accepted: the fourth opening's second place, taken in the phase (kept as a row with source OFFER).
  await tx
    .update(enrollments)
    .set({ status: 'MATCHING_SUCCESS', assignedOpeningId: openingIds[3], matchedRound: 1 })
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, accepter)));
  await tx
    .update(matchingResults)
    .set({ openingId: openingIds[3], source: 'OFFER', runId: null, createdAt: at(-1) })
    .where(and(eq(matchingResults.sessionId, sessionId), eq(matchingResults.round, 1), eq(matchingResults.studentId, accepter)));
  await tx.insert(offers).values([
    {
      sessionId,
      round: 1,
      openingId: openingIds[3],
      studentId: accepter,
      status: 'ACCEPTED',
      answerDeadline: at(0.5),
      sentByPlatformUid: senderOf(3),
      closedAt: at(-1),
      createdAt: at(-1.5),
      updatedAt: at(-1),
    },
    {
      sessionId,
      round: 1,
      openingId: openingIds[1],
      studentId: decliner,
      status: 'DECLINED',
      answerDeadline: new Date(now.getTime() + 6 * HOUR),
      sentByPlatformUid: senderOf(1),
      closedAt: new Date(now.getTime() - 20 * HOUR),
      createdAt: new Date(now.getTime() - 42 * HOUR),
      updatedAt: new Date(now.getTime() - 20 * HOUR),
    },
    // Waiting for the demo student's answer: the demo company's second place.
    {
      sessionId,
      round: 1,
      openingId: openingIds[0],
      studentId: demoStudent,
      status: 'OFFERED',
      answerDeadline: at(2),
      sentByPlatformUid: senderOf(0),
      closedAt: null,
      createdAt: new Date(now.getTime() - 3 * HOUR),
      updatedAt: new Date(now.getTime() - 3 * HOUR),
    },
  ]);
}
