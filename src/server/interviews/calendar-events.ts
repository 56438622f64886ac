import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import {
  companies,
  enrollments,
  interviewBookings,
  interviewSlots,
  openings,
  rounds,
  sessionGroups,
  sessions,
  students,
} from '@/db/schema';
import { INTERVIEW_LOCATION_KIND_LABELS_TH } from '@/lib/interviews';
import { portalUrl } from '@/server/notifications';
import { endOf } from './interview-scope';
import { currentRoundOfGroup } from '@/db/current-round';
import type { IcsEvent } from './ics';

const UID_DOMAIN = 'internship-matching';

type InterviewRow = {
  slotId: number;
  openingTitle: string;
  companyNameTh: string;
  startsAt: Date;
  lengthMinutes: number;
  locationKind: 'PLACE' | 'ONLINE';
  location: string;
  note: string | null;
  updatedAt: Date;
};

function interviewEvent(row: InterviewRow, uid: string, extra: string[], link: string): IcsEvent {
  const where = `${INTERVIEW_LOCATION_KIND_LABELS_TH[row.locationKind]}: ${row.location}`;
  return {
    uid,
    start: row.startsAt,
    end: endOf(row),
    summary: `สัมภาษณ์: ${row.openingTitle} · ${row.companyNameTh}`,
    description: [where, ...(row.note ? [row.note] : []), ...extra].join('\n'),
    location: row.location,
    url: `${portalUrl()}${link}`,
    // Seconds since 2020 of the slot's last change: a changed slot has a higher sequence, so calendars replace it.
    sequence: Math.max(0, Math.floor((row.updatedAt.getTime() - Date.UTC(2020, 0, 1)) / 1000)),
    status: 'CONFIRMED',
  };
}

const slotColumns = {
  slotId: interviewSlots.slotId,
  openingTitle: openings.title,
  companyNameTh: companies.companyNameTh,
  startsAt: interviewSlots.startsAt,
  lengthMinutes: interviewSlots.lengthMinutes,
  locationKind: interviewSlots.locationKind,
  location: interviewSlots.location,
  note: interviewSlots.note,
  updatedAt: interviewSlots.updatedAt,
};

/** One booking of the student as an event (the .ics download); undefined when it is not theirs or not active. */
export async function studentBookingEvents({
  db,
  studentId,
  bookingId,
}: {
  db: Executor;
  studentId: string;
  bookingId?: number;
}): Promise<IcsEvent[]> {
  const rows = await db
    .select({ ...slotColumns, bookingId: interviewBookings.bookingId })
    .from(interviewBookings)
    .innerJoin(interviewSlots, eq(interviewSlots.slotId, interviewBookings.slotId))
    .innerJoin(openings, eq(openings.openingId, interviewSlots.openingId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .where(
      and(
        eq(interviewBookings.studentId, studentId),
        isNull(interviewBookings.cancelledAt),
        bookingId === undefined ? undefined : eq(interviewBookings.bookingId, bookingId),
      ),
    )
    .orderBy(asc(interviewSlots.startsAt));
  return rows.map((row) => interviewEvent(row, `interview-booking-${row.bookingId}@${UID_DOMAIN}`, [], '/interviews'));
}

type Deadline = { key: string; title: string; at: Date };

function deadlineEvent(deadline: Deadline, link: string): IcsEvent {
  return { uid: `${deadline.key}@${UID_DOMAIN}`, start: deadline.at, summary: deadline.title, url: `${portalUrl()}${link}` };
}

/** The student's feed: their interviews, and for each session they are enrolled in, the current round's ranking deadline and result date. */
export async function studentFeedEvents({ db, studentId }: { db: Executor; studentId: string }): Promise<IcsEvent[]> {
  const rows = await db
    .select({
      sessionId: sessions.sessionId,
      title: sessions.title,
      round: rounds.round,
      studentRankingDeadline: rounds.studentRankingDeadline,
      resultAnnouncementDate: rounds.resultAnnouncementDate,
    })
    .from(enrollments)
    .innerJoin(students, eq(students.studentId, enrollments.studentId))
    .innerJoin(sessions, eq(sessions.sessionId, enrollments.sessionId))
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .innerJoin(rounds, currentRoundOfGroup)
    .where(eq(enrollments.studentId, studentId));
  const deadlines = rows.flatMap((row) => [
    {
      key: `student-ranking-deadline-s${row.sessionId}-r${row.round}`,
      title: `หมดเขตส่งอันดับ รอบที่ ${row.round}: ${row.title}`,
      at: row.studentRankingDeadline,
    },
    {
      key: `result-s${row.sessionId}-r${row.round}`,
      title: `ประกาศผลการจับคู่ รอบที่ ${row.round}: ${row.title}`,
      at: row.resultAnnouncementDate,
    },
  ]);
  return [...(await studentBookingEvents({ db, studentId })), ...deadlines.map((deadline) => deadlineEvent(deadline, '/ranking'))];
}

/**
 * A company user's feed: every live slot of the company's openings (who booked it in the description), and for each
 * session it has openings in, the current round's company ranking deadline.
 */
export async function companyFeedEvents({ db, companyId }: { db: Executor; companyId: number }): Promise<IcsEvent[]> {
  const slots = await db
    .select({ ...slotColumns, openingId: openings.openingId, sessionId: openings.sessionId })
    .from(interviewSlots)
    .innerJoin(openings, eq(openings.openingId, interviewSlots.openingId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .where(and(eq(openings.companyId, companyId), isNull(interviewSlots.cancelledAt)))
    .orderBy(asc(interviewSlots.startsAt));
  const booked = slots.length
    ? await db
        .select({
          slotId: interviewBookings.slotId,
          studentId: students.studentId,
          firstNameTh: students.firstNameTh,
          lastNameTh: students.lastNameTh,
        })
        .from(interviewBookings)
        .innerJoin(students, eq(students.studentId, interviewBookings.studentId))
        .where(
          and(
            inArray(
              interviewBookings.slotId,
              slots.map((slot) => slot.slotId),
            ),
            isNull(interviewBookings.cancelledAt),
          ),
        )
        .orderBy(asc(interviewBookings.createdAt))
    : [];
  const events = slots.map((slot) => {
    const who = booked.filter((row) => row.slotId === slot.slotId);
    const lines = who.length
      ? ['ผู้จอง:', ...who.map((row) => `${[row.firstNameTh, row.lastNameTh].filter(Boolean).join(' ')} (${row.studentId})`)]
      : ['ยังไม่มีผู้จอง'];
    return interviewEvent(
      slot,
      `interview-slot-${slot.slotId}@${UID_DOMAIN}`,
      lines,
      `/applicant/${slot.openingId}/session/${slot.sessionId}/interviews`,
    );
  });
  const rows = await db
    .selectDistinct({
      sessionId: sessions.sessionId,
      title: sessions.title,
      round: rounds.round,
      companyRankingDeadline: rounds.companyRankingDeadline,
    })
    .from(openings)
    .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .innerJoin(rounds, currentRoundOfGroup)
    .where(eq(openings.companyId, companyId));
  const deadlines = rows.map((row) =>
    deadlineEvent(
      {
        key: `company-ranking-deadline-s${row.sessionId}-r${row.round}`,
        title: `หมดเขตจัดอันดับผู้สมัคร รอบที่ ${row.round}: ${row.title}`,
        at: row.companyRankingDeadline,
      },
      '/applicant',
    ),
  );
  return [...events, ...deadlines];
}
