import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { applications, companies, interviewBookings, interviewSlotInvitees, interviewSlots, openings } from '@/db/schema';
import type { StudentInterviewBooking, StudentInterviewSlot } from '@/lib/interviews';
import { endOf } from './interview-scope';

const seatsTaken = sql<number>`(select count(*)::int from ${interviewBookings} where ${interviewBookings.slotId} = ${interviewSlots.slotId} and ${interviewBookings.cancelledAt} is null)`;

const slotColumns = {
  slotId: interviewSlots.slotId,
  openingId: interviewSlots.openingId,
  openingTitle: openings.title,
  companyNameTh: companies.companyNameTh,
  companyNameEn: companies.companyNameEn,
  round: interviewSlots.round,
  startsAt: interviewSlots.startsAt,
  lengthMinutes: interviewSlots.lengthMinutes,
  locationKind: interviewSlots.locationKind,
  location: interviewSlots.location,
  note: interviewSlots.note,
  capacity: interviewSlots.capacity,
  bookingCutoffAt: interviewSlots.bookingCutoffAt,
  cancelledAt: interviewSlots.cancelledAt,
  taken: seatsTaken,
};

type SlotRow = Pick<
  typeof interviewSlots.$inferSelect,
  | 'slotId'
  | 'openingId'
  | 'round'
  | 'startsAt'
  | 'lengthMinutes'
  | 'locationKind'
  | 'location'
  | 'note'
  | 'capacity'
  | 'bookingCutoffAt'
  | 'cancelledAt'
> & { openingTitle: string; companyNameTh: string; companyNameEn: string | null; taken: number };

function slotView(row: SlotRow, now: Date): StudentInterviewSlot {
  const seatsLeft = Math.max(0, row.capacity - row.taken);
  return {
    slotId: row.slotId,
    openingId: row.openingId,
    openingTitle: row.openingTitle,
    companyNameTh: row.companyNameTh,
    companyNameEn: row.companyNameEn,
    round: row.round,
    startsAt: row.startsAt.toISOString(),
    endsAt: endOf(row).toISOString(),
    locationKind: row.locationKind,
    location: row.location,
    note: row.note,
    capacity: row.capacity,
    seatsLeft,
    bookingCutoffAt: row.bookingCutoffAt.toISOString(),
    canBook: row.cancelledAt === null && seatsLeft > 0 && now < row.bookingCutoffAt,
  };
}

/** The student's active bookings (all, or the given ones), in start order. */
export async function selectStudentBookings({
  db,
  now,
  studentId,
  bookingIds,
}: {
  db: Executor;
  now: Date;
  studentId: string;
  bookingIds?: number[];
}): Promise<StudentInterviewBooking[]> {
  const rows = await db
    .select({ ...slotColumns, bookingId: interviewBookings.bookingId, bookedAt: interviewBookings.createdAt })
    .from(interviewBookings)
    .innerJoin(interviewSlots, eq(interviewSlots.slotId, interviewBookings.slotId))
    .innerJoin(openings, eq(openings.openingId, interviewSlots.openingId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .where(
      and(
        eq(interviewBookings.studentId, studentId),
        isNull(interviewBookings.cancelledAt),
        bookingIds ? inArray(interviewBookings.bookingId, bookingIds.length ? bookingIds : [-1]) : undefined,
      ),
    )
    .orderBy(asc(interviewSlots.startsAt), asc(interviewBookings.bookingId));
  return rows.map((row) => ({
    bookingId: row.bookingId,
    bookedAt: row.bookedAt.toISOString(),
    slot: slotView(row, now),
    canChange: now < row.bookingCutoffAt,
  }));
}

/**
 * The slots offered to the student that start later and that they have not booked: of an opening they hold an ACTIVE
 * application to in the slot's round, to all applicants or to them by name, not cancelled.
 */
export async function selectOfferedSlots({
  db,
  now,
  studentId,
}: {
  db: Executor;
  now: Date;
  studentId: string;
}): Promise<StudentInterviewSlot[]> {
  const rows = await db
    .select(slotColumns)
    .from(interviewSlots)
    .innerJoin(
      applications,
      and(
        eq(applications.openingId, interviewSlots.openingId),
        eq(applications.round, interviewSlots.round),
        eq(applications.studentId, studentId),
        eq(applications.status, 'ACTIVE'),
      ),
    )
    .innerJoin(openings, eq(openings.openingId, interviewSlots.openingId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .leftJoin(
      interviewSlotInvitees,
      and(eq(interviewSlotInvitees.slotId, interviewSlots.slotId), eq(interviewSlotInvitees.studentId, studentId)),
    )
    .where(
      and(
        isNull(interviewSlots.cancelledAt),
        gt(interviewSlots.startsAt, now),
        or(eq(interviewSlots.audience, 'ALL'), eq(interviewSlotInvitees.studentId, studentId)),
        sql`not exists (select 1 from ${interviewBookings} where ${interviewBookings.slotId} = ${interviewSlots.slotId} and ${interviewBookings.studentId} = ${studentId} and ${interviewBookings.cancelledAt} is null)`,
      ),
    )
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.slotId));
  return rows.map((row) => slotView(row, now));
}
