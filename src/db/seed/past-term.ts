import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { insertTermOpenings, insertTermSession } from './term-rows';
import {
  applications,
  companyRankingSubmissionItems,
  companyRankingSubmissions,
  employerRatings,
  enrollments,
  matchingResults,
  matchingRuns,
  openings,
  placementDetails,
  rounds,
  sessionGroups,
  studentRankingSubmissionItems,
  studentRankingSubmissions,
} from '@/db/schema';
import { insertPastEvaluations } from './evaluations';
import { createRandom } from './random';

type OpeningRow = typeof openings.$inferInsert;

export const PAST_GROUP_TITLE = 'ฝึกงานภาคฤดูร้อน 2569';
export const PAST_SESSION_TITLE = 'ฝึกงานภาคฤดูร้อน 2569 (นิสิตชั้นปีที่ 3)';
const DAY = 24 * 60 * 60 * 1000;
const PAST_OPENING_COUNT = 12;

/**
 * Last year's group and its two rounds, written before the current term's group so its id is smaller and the current
 * group stays the first of every list ordered newest first. Returns the group; insertPastTerm writes its session
 * after the current term's, whose ids stay 1, 2, ….
 */
export async function insertPastGroup(tx: Executor, { now }: { now: Date }): Promise<number> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const [group] = await tx
    .insert(sessionGroups)
    .values({ title: PAST_GROUP_TITLE, currentRound: 2, createdAt: at(-365), updatedAt: at(-280) })
    .returning({ sessionGroupId: sessionGroups.sessionGroupId });
  const roundDates = (start: number) => ({
    openingSubmissionDeadline: at(start),
    openingAnnouncementDate: at(start + 3),
    studentRankingDeadline: at(start + 17),
    applicationAnnouncementDate: at(start + 18),
    companyRankingDeadline: at(start + 24),
    reorderRankingDeadline: at(start + 26),
    cancelRankingDeadline: at(start + 26),
    resultAnnouncementDate: at(start + 28),
  });
  await tx.insert(rounds).values([
    { sessionGroupId: group.sessionGroupId, round: 1, ...roundDates(-350) },
    { sessionGroupId: group.sessionGroupId, round: 2, ...roundDates(-320) },
  ]);
  return group.sessionGroupId;
}

/**
 * Last year's summer term, both rounds run and announced, so the results screen and the group dashboard have
 * something to show on a fresh database (docs/result-charts.md): today's fourth-years (the co-op students) were its
 * third-years. Created a year ago, so it is never anyone's current group. Round 1 is closed (its results are rows);
 * round 2 is the group's current round, run and announced (its results are in the enrollments, as a run leaves them),
 * with one student placed by hand on an opening outside their list.
 *
 * Every company ranks its applicants in one common order (a class rank) and leaves some out; with one order the
 * student-optimal stable matching is the serial dictatorship in that order, which is what is written.
 */
export async function insertPastTerm(
  tx: Executor,
  {
    now,
    sessionGroupId,
    studentIds,
    openingTemplates,
    adminPlatformUid,
  }: { now: Date; sessionGroupId: number; studentIds: string[]; openingTemplates: OpeningRow[]; adminPlatformUid: string },
): Promise<void> {
  const random = createRandom('past-term');
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const sessionId = await insertTermSession(tx, {
    sessionGroupId,
    title: PAST_SESSION_TITLE,
    description: 'การฝึกงานภาคฤดูร้อนของปีการศึกษาที่แล้ว ประกาศผลครบทั้งสองรอบแล้ว',
    isMatchingInitiated: true,
    createdAt: at(-365),
    updatedAt: at(-292),
  });

  // As many companies as there are openings: one opening of each company first.
  const firstOfCompany = openingTemplates.filter(
    (template, index) => openingTemplates.findIndex((other) => other.companyId === template.companyId) === index,
  );
  const templates = [...firstOfCompany, ...openingTemplates.filter((template) => !firstOfCompany.includes(template))].slice(
    0,
    PAST_OPENING_COUNT,
  );
  const quotas = templates.map((_, index) => [2, 1, 2, 1, 2, 1, 1, 2, 1, 1, 3, 3][index % 12]);
  const openingIds = await insertTermOpenings(tx, {
    sessionId,
    templates: templates,
    quotas,
    status: 'RESULT_ANNOUNCED',
    publishedAt: at(-348),
    createdAt: at(-355),
    updatedAt: at(-292),
  });
  const room = new Map(openingIds.map((openingId, index) => [openingId, quotas[index]]));
  // Popular openings first in most lists: the first half of the openings are wanted more.
  const weightOf = (index: number) => (index < PAST_OPENING_COUNT / 3 ? 6 : 1);

  await tx.insert(enrollments).values(studentIds.map((studentId) => ({ sessionId, studentId, status: 'RANKING_PENDING' as const })));
  const classRank = random.shuffle(studentIds);
  const assigned = new Map<string, { openingId: number; round: number }>();

  for (const round of [1, 2]) {
    const available = openingIds.filter((openingId) => (room.get(openingId) ?? 0) > 0);
    // Round 2: the unmatched try again, but for two of them, one of whom the office places by hand.
    const pool = studentIds.filter((studentId) => !assigned.has(studentId)).slice(0, round === 1 ? undefined : -2);
    const lists = new Map<string, number[]>();
    for (const studentId of pool) {
      const weighted = available.flatMap((openingId) => Array<number>(weightOf(openingIds.indexOf(openingId))).fill(openingId));
      const list: number[] = [];
      for (const openingId of random.shuffle(weighted)) if (!list.includes(openingId)) list.push(openingId);
      lists.set(studentId, list.slice(0, random.int(2, round === 1 ? 7 : 4)));
    }
    const applied = await tx
      .insert(applications)
      .values(
        [...lists].flatMap(([studentId, list]) =>
          list.map((openingId, index) => ({
            sessionId,
            round,
            studentId,
            openingId,
            studentPreferenceRank: index + 1,
            createdAt: at(-340 + 30 * (round - 1)),
          })),
        ),
      )
      .returning({ applicationId: applications.applicationId, studentId: applications.studentId, openingId: applications.openingId });
    for (const [studentId, list] of lists) {
      const [submission] = await tx
        .insert(studentRankingSubmissions)
        .values({ sessionId, studentId, round, action: 'SUBMIT', submittedAt: at(-336 + 30 * (round - 1)) })
        .returning({ submissionId: studentRankingSubmissions.submissionId });
      await tx
        .insert(studentRankingSubmissionItems)
        .values(list.map((openingId, index) => ({ submissionId: submission.submissionId, position: index + 1, openingId })));
    }
    // Each company ranks its applicants in class order, leaving about half out.
    const selected = new Set<number>();
    for (const openingId of available) {
      const applicants = applied.filter((row) => row.openingId === openingId);
      if (applicants.length === 0) continue;
      const ordered = [...applicants].sort((a, b) => classRank.indexOf(a.studentId) - classRank.indexOf(b.studentId));
      const [submission] = await tx
        .insert(companyRankingSubmissions)
        .values({ openingId, round, action: 'SUBMIT', submittedAt: at(-328 + 30 * (round - 1)) })
        .returning({ submissionId: companyRankingSubmissions.submissionId });
      let position = 0;
      await tx.insert(companyRankingSubmissionItems).values(
        ordered.map((application) => {
          const isSelected = !random.chance(0.45);
          if (isSelected) selected.add(application.applicationId);
          return {
            submissionId: submission.submissionId,
            applicationId: application.applicationId,
            position: isSelected ? ++position : null,
          };
        }),
      );
    }
    const applicationOf = new Map(applied.map((row) => [`${row.studentId}:${row.openingId}`, row.applicationId]));
    for (const studentId of classRank) {
      const list = lists.get(studentId);
      if (!list) continue;
      const openingId = list.find(
        (candidate) => (room.get(candidate) ?? 0) > 0 && selected.has(applicationOf.get(`${studentId}:${candidate}`) ?? -1),
      );
      if (openingId === undefined) continue;
      assigned.set(studentId, { openingId, round });
      room.set(openingId, (room.get(openingId) ?? 0) - 1);
    }
    const matchedCount = pool.filter((studentId) => assigned.get(studentId)?.round === round).length;
    const [run] = await tx
      .insert(matchingRuns)
      .values({
        sessionId,
        round,
        isStable: true,
        matchedCount,
        unmatchedCount: pool.length - matchedCount,
        runAt: at(-326 + 30 * (round - 1)),
        runByPlatformUid: adminPlatformUid,
      })
      .returning({ runId: matchingRuns.runId });
    if (round === 1) {
      // Closed: its results are kept as rows.
      await tx.insert(matchingResults).values(
        pool.map((studentId) => ({
          sessionId,
          round,
          studentId,
          openingId: assigned.get(studentId)?.openingId ?? null,
          source: 'ALGORITHM' as const,
          runId: run.runId,
          createdAt: at(-326),
        })),
      );
    } else {
      for (const studentId of pool) {
        const match = assigned.get(studentId);
        await tx
          .update(enrollments)
          .set(
            match
              ? { status: 'MATCHING_SUCCESS', assignedOpeningId: match.openingId, matchedRound: 2 }
              : { status: 'MATCHING_FAILED', assignedOpeningId: null },
          )
          .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
      }
    }
  }

  // Round 1's matches keep their opening (they left the pool when round 1 closed).
  for (const [studentId, match] of assigned) {
    if (match.round !== 1) continue;
    await tx
      .update(enrollments)
      .set({ status: 'MATCHING_SUCCESS', assignedOpeningId: match.openingId, matchedRound: 1 })
      .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
  }
  // One of the two who sat round 2 out found a place directly; the office set it by hand.
  const byHand = studentIds.filter((studentId) => !assigned.has(studentId)).at(-1);
  const withRoom = openingIds.find((openingId) => (room.get(openingId) ?? 0) > 0);
  if (byHand && withRoom !== undefined) {
    await tx
      .update(enrollments)
      .set({ status: 'MATCHING_SUCCESS', assignedOpeningId: withRoom, matchedRound: 2 })
      .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, byHand)));
    await tx
      .insert(matchingResults)
      .values({ sessionId, round: 2, studentId: byHand, openingId: withRoom, source: 'MANUAL', createdAt: at(-325) });
    assigned.set(byHand, { openingId: withRoom, round: 2 });
  }
  await insertPastPlacements(tx, {
    sessionId,
    at,
    adminPlatformUid,
    matches: classRank.flatMap((studentId) => {
      const match = assigned.get(studentId);
      return match ? [{ studentId, openingId: match.openingId }] : [];
    }),
  });
  await insertPastEvaluations(tx, { sessionGroupId, sessionId, adminPlatformUid });
}

const MENTORS = [
  { name: 'คุณวรวุฒิ ศรีสุข', position: 'Engineering Manager', email: 'worawut@example.com', phone: '081-234-5670' },
  { name: 'คุณพิมพ์ชนก ทองดี', position: 'Senior Software Engineer', email: 'pimchanok@example.com', phone: '089-111-2233' },
  { name: 'คุณธนากร วงศ์ใหญ่', position: 'Data Lead', email: 'thanakorn@example.com', phone: '02-123-4567' },
] as const;

/**
 * The placements the office followed last summer (docs/placements.md), in every state a screen shows: untouched (no
 * details row), details filled by the company, confirmed by the student, and one ended by the office with a reason.
 */
async function insertPastPlacements(
  tx: Executor,
  {
    sessionId,
    at,
    adminPlatformUid,
    matches,
  }: { sessionId: number; at: (days: number) => Date; adminPlatformUid: string; matches: { studentId: string; openingId: number }[] },
): Promise<void> {
  const day = (days: number) => at(days).toISOString().slice(0, 10);
  const rows = matches.flatMap(({ studentId, openingId }, index) => {
    const kind = index === 4 ? 'ENDED' : (['UNTOUCHED', 'FILLED', 'CONFIRMED', 'CONFIRMED', 'CONFIRMED'] as const)[index % 5];
    if (kind === 'UNTOUCHED') return [];
    const mentor = MENTORS[index % MENTORS.length];
    const filled = {
      sessionId,
      studentId,
      openingId,
      startDate: day(-300),
      endDate: day(-240),
      mentorName: mentor.name,
      mentorPosition: mentor.position,
      mentorEmail: mentor.email,
      mentorPhone: mentor.phone,
      workMode: (['ON_SITE', 'HYBRID', 'REMOTE'] as const)[index % 3],
      workAddress: index % 3 === 2 ? null : 'อาคารสำนักงาน ถนนพญาไท แขวงวังใหม่ เขตปทุมวัน กรุงเทพฯ 10330',
      createdAt: at(-310),
      updatedAt: at(-310),
      version: 1,
    };
    if (kind === 'FILLED') return [filled];
    const confirmed = { ...filled, confirmedAt: at(-305), updatedAt: at(-305), version: 2 };
    if (kind === 'CONFIRMED') return [confirmed];
    return [
      {
        ...confirmed,
        endedAt: at(-280),
        endReason: 'นิสิตขอยุติการฝึกงานก่อนกำหนดเพราะเหตุผลด้านสุขภาพ',
        endedByPlatformUid: adminPlatformUid,
        updatedAt: at(-280),
        version: 3,
      },
    ];
  });
  if (rows.length) await tx.insert(placementDetails).values(rows);
  // Rated: the placements that ran (the untouched ones, which have no dates, are not).
  const ran = matches.filter((_, index) => index === 4 || index % 5 !== 0);
  await insertPastRatings(tx, { sessionId, at, adminPlatformUid, matches: ran });
}

const RATING_COMMENTS = [
  'พี่เลี้ยงใส่ใจมาก มีประชุมติดตามงานทุกสัปดาห์ ได้ทำงานจริงที่ขึ้นระบบจริง',
  'งานท้าทาย ได้เรียนรู้เครื่องมือใหม่เยอะ แต่ช่วงแรกรอสิทธิ์เข้าระบบนานไปหน่อย',
  null,
  'บรรยากาศดี ทีมเป็นกันเอง แนะนำสำหรับคนที่อยากลองงานด้านข้อมูล',
  'ช่วงท้ายงานน้อยไปหน่อย แต่โดยรวมคุ้มค่า',
  null,
] as const;

/**
 * Students' ratings of last summer's employers (docs/employer-ratings.md): every placement of the company with the most
 * placements is rated (so its average shows once it has 5), two of each other company (below the threshold); one
 * comment of the first company is published.
 */
async function insertPastRatings(
  tx: Executor,
  {
    sessionId,
    at,
    adminPlatformUid,
    matches,
  }: { sessionId: number; at: (days: number) => Date; adminPlatformUid: string; matches: { studentId: string; openingId: number }[] },
): Promise<void> {
  if (matches.length === 0) return;
  const companyOf = new Map(
    (
      await tx
        .select({ openingId: openings.openingId, companyId: openings.companyId })
        .from(openings)
        .where(inArray(openings.openingId, [...new Set(matches.map((match) => match.openingId))]))
    ).map((row) => [row.openingId, row.companyId]),
  );
  const byCompany = new Map<number, { studentId: string; openingId: number }[]>();
  for (const match of matches)
    byCompany.set(companyOf.get(match.openingId)!, [...(byCompany.get(companyOf.get(match.openingId)!) ?? []), match]);
  const ranked = [...byCompany.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0]);
  const rows = ranked.flatMap(([companyId, placed], rank) =>
    placed.slice(0, rank === 0 ? placed.length : 2).map((match, index) => {
      const comment = RATING_COMMENTS[index % RATING_COMMENTS.length];
      const isPublished = rank === 0 && index === 0;
      return {
        sessionId,
        studentId: match.studentId,
        openingId: match.openingId,
        companyId,
        overall: 3 + ((index + rank) % 3),
        mentoring: 5 - (index % 2),
        learning: 4 - (index % 3 === 2 ? 1 : 0),
        workEnvironment: 3 + (index % 3),
        wouldRecommend: index % 4 !== 3,
        comment,
        commentPublishedAt: isPublished ? at(-200) : null,
        commentPublishedByPlatformUid: isPublished ? adminPlatformUid : null,
        createdAt: at(-235),
        updatedAt: isPublished ? at(-200) : at(-235),
      };
    }),
  );
  await tx.insert(employerRatings).values(rows);
}
