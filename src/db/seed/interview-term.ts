import type { Executor } from '@/db/client';
import { insertTermOpenings, insertTermSession } from './term-rows';
import {
  applications,
  enrollments,
  interviewBookings,
  interviewSlotInvitees,
  interviewSlots,
  openings,
  rounds,
  sessionGroups,
  studentRankingSubmissionItems,
  studentRankingSubmissions,
} from '@/db/schema';

type OpeningRow = typeof openings.$inferInsert;
type SlotRow = typeof interviewSlots.$inferInsert;

export const INTERVIEW_GROUP_TITLE = 'สหกิจศึกษา 2570';
export const INTERVIEW_SESSION_TITLE = 'สหกิจศึกษา 2570 (ช่วงสัมภาษณ์)';
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const BANGKOK_OFFSET = 7 * HOUR;

/**
 * A term whose round 1 announced its applications three days ago and whose companies rank in six days: the window in
 * which companies interview (docs/interviews.md), so the student's, the company's and the admin's interview screens
 * have something to show. The group is written before the current term's, so its id is smaller and the current group
 * stays the first of every list ordered newest first; it is created twenty days back, so it is never anyone's current
 * group. Returns the group; insertInterviewTerm writes its session after the other terms', whose ids stay as they were.
 */
export async function insertInterviewGroup(tx: Executor, { now }: { now: Date }): Promise<number> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const [group] = await tx
    .insert(sessionGroups)
    .values({ title: INTERVIEW_GROUP_TITLE, currentRound: 1, createdAt: at(-20), updatedAt: at(-3) })
    .returning({ sessionGroupId: sessionGroups.sessionGroupId });
  await tx.insert(rounds).values({
    sessionGroupId: group.sessionGroupId,
    round: 1,
    openingSubmissionDeadline: at(-18),
    openingAnnouncementDate: at(-15),
    studentRankingDeadline: at(-4),
    applicationAnnouncementDate: at(-3),
    companyRankingDeadline: at(6),
    reorderRankingDeadline: at(8),
    cancelRankingDeadline: at(8),
    resultAnnouncementDate: at(10),
  });
  return group.sessionGroupId;
}

/**
 * Each student's ranked list, as indexes into the four openings: the demo student applied to the demo company's
 * opening and the second company's; the others fill the demo company's slots and leave some applicants unbooked.
 */
const LISTS: readonly (readonly number[])[] = [[0, 1], [0, 2], [0, 1, 3], [0], [0, 2], [1, 0], [2, 3], [0, 3]];

/**
 * The session's openings, enrollments, submitted rankings (ACTIVE applications) and interviews. On the demo company's
 * opening: a one-to-one slot booked, a group slot of four seats with two taken, a free one-to-one slot the demo student
 * may book, and a slot offered to two chosen applicants, one of whom booked it. On the second company's opening the
 * demo student holds a booking, and a free slot is left. Every slot starts at a round Bangkok hour two to four days
 * ahead, so every cut-off (24 hours before the start) is still open when the data is written.
 */
export async function insertInterviewTerm(
  tx: Executor,
  {
    now,
    sessionGroupId,
    studentIds,
    openingTemplates,
  }: {
    now: Date;
    sessionGroupId: number;
    /** Eight students, the demo student first. */
    studentIds: string[];
    /** Openings of four different companies, the demo company's first. */
    openingTemplates: OpeningRow[];
  },
): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  // Local midnight in Bangkok of today, so the slots fall on round hours there.
  const bangkokMidnight = Math.floor((now.getTime() + BANGKOK_OFFSET) / DAY) * DAY - BANGKOK_OFFSET;
  const bangkok = (days: number, hours: number) => new Date(bangkokMidnight + days * DAY + hours * HOUR);

  const sessionId = await insertTermSession(tx, {
    sessionGroupId,
    title: INTERVIEW_SESSION_TITLE,
    description: 'ประกาศรายชื่อผู้สมัครแล้ว บริษัทเปิดเวลาสัมภาษณ์ให้ผู้สมัครจองก่อนจัดอันดับ',
    openForCooperativeInternship: true,
    createdAt: at(-20),
    updatedAt: at(-3),
  });
  const quotas = [3, 2, 2, 1];
  const openingIds = await insertTermOpenings(tx, {
    sessionId,
    templates: openingTemplates.slice(0, 4),
    quotas,
    status: 'PUBLISHED',
    publishedAt: at(-15),
    createdAt: at(-17),
    updatedAt: at(-15),
  });
  const [demoStudent, oneToOne, chosenBooker, groupFirst, groupSecond, , , chosenWaiting] = studentIds;

  await tx.insert(enrollments).values(studentIds.map((studentId) => ({ sessionId, studentId, status: 'RANKING_SUBMITTED' as const })));
  await tx.insert(applications).values(
    studentIds.flatMap((studentId, student) =>
      LISTS[student].map((opening, index) => ({
        sessionId,
        round: 1,
        studentId,
        openingId: openingIds[opening],
        studentPreferenceRank: index + 1,
        createdAt: at(-6 + student * 0.1),
      })),
    ),
  );
  for (const [student, studentId] of studentIds.entries()) {
    const [submission] = await tx
      .insert(studentRankingSubmissions)
      .values({ sessionId, studentId, round: 1, action: 'SUBMIT', submittedAt: at(-6 + student * 0.1) })
      .returning({ submissionId: studentRankingSubmissions.submissionId });
    await tx.insert(studentRankingSubmissionItems).values(
      LISTS[student].map((opening, index) => ({
        submissionId: submission.submissionId,
        position: index + 1,
        openingId: openingIds[opening],
      })),
    );
  }

  const slot = (
    opening: number,
    startsAt: Date,
    fields: Omit<SlotRow, 'openingId' | 'round' | 'startsAt' | 'bookingCutoffAt'>,
  ): SlotRow => ({
    openingId: openingIds[opening],
    round: 1,
    startsAt,
    bookingCutoffAt: new Date(startsAt.getTime() - DAY),
    createdAt: at(-2),
    updatedAt: at(-2),
    ...fields,
  });
  const office = 'ห้องประชุม 3 ชั้น 12 อาคารสำนักงานใหญ่';
  const slotRows: SlotRow[] = [
    slot(0, bangkok(2, 9.5), { lengthMinutes: 30, locationKind: 'PLACE', location: office, capacity: 1, note: 'นำแฟ้มผลงานมาด้วย' }),
    slot(0, bangkok(2, 13), {
      lengthMinutes: 60,
      locationKind: 'ONLINE',
      location: 'https://meet.example.com/siam-digital-group',
      capacity: 4,
      note: 'สัมภาษณ์กลุ่ม เตรียมแนะนำตัว 2 นาที',
    }),
    slot(0, bangkok(3, 10), { lengthMinutes: 30, locationKind: 'PLACE', location: office, capacity: 1, note: null }),
    slot(0, bangkok(4, 14), {
      lengthMinutes: 45,
      locationKind: 'ONLINE',
      location: 'https://meet.example.com/siam-digital-second',
      capacity: 2,
      audience: 'CHOSEN',
      note: 'สัมภาษณ์รอบสองกับหัวหน้าทีม',
    }),
    slot(1, bangkok(3, 15), {
      lengthMinutes: 30,
      locationKind: 'ONLINE',
      location: 'https://meet.example.com/interview',
      capacity: 1,
      note: null,
    }),
    slot(1, bangkok(4, 10), {
      lengthMinutes: 30,
      locationKind: 'ONLINE',
      location: 'https://meet.example.com/interview',
      capacity: 1,
      note: null,
    }),
  ];
  const slots = await tx.insert(interviewSlots).values(slotRows).returning({ slotId: interviewSlots.slotId });
  const [oneToOneSlot, groupSlot, , chosenSlot, demoSlot] = slots.map((row) => row.slotId);
  await tx.insert(interviewSlotInvitees).values([chosenBooker, chosenWaiting].map((studentId) => ({ slotId: chosenSlot, studentId })));

  const booking = (slotId: number, opening: number, studentId: string, hoursAgo: number) => ({
    slotId,
    openingId: openingIds[opening],
    round: 1,
    studentId,
    createdAt: new Date(now.getTime() - hoursAgo * HOUR),
  });
  await tx
    .insert(interviewBookings)
    .values([
      booking(oneToOneSlot, 0, oneToOne, 40),
      booking(groupSlot, 0, groupFirst, 30),
      booking(groupSlot, 0, groupSecond, 20),
      booking(chosenSlot, 0, chosenBooker, 10),
      booking(demoSlot, 1, demoStudent, 5),
    ]);
}
