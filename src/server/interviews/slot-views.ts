import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { applications, interviewBookings, interviewSlotInvitees, interviewSlots, students } from '@/db/schema';
import type { CompanyInterviewSlot, InterviewStudent } from '@/lib/interviews';
import { endOf } from './interview-scope';

/** The company's view of slots (by slot ids, or every slot of an opening and round), in start order. */
export async function selectCompanySlots({
  db,
  where,
}: {
  db: Executor;
  where: { slotIds: number[] } | { openingId: number; round: number };
}): Promise<CompanyInterviewSlot[]> {
  const condition =
    'slotIds' in where
      ? inArray(interviewSlots.slotId, where.slotIds.length ? where.slotIds : [-1])
      : and(eq(interviewSlots.openingId, where.openingId), eq(interviewSlots.round, where.round));
  const slots = await db.select().from(interviewSlots).where(condition).orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.slotId));
  if (slots.length === 0) return [];
  const slotIds = slots.map((slot) => slot.slotId);
  const [bookings, invitees] = await Promise.all([
    db
      .select({
        slotId: interviewBookings.slotId,
        bookingId: interviewBookings.bookingId,
        bookedAt: interviewBookings.createdAt,
        studentId: students.studentId,
        firstNameTh: students.firstNameTh,
        lastNameTh: students.lastNameTh,
        firstNameEn: students.firstNameEn,
        lastNameEn: students.lastNameEn,
      })
      .from(interviewBookings)
      .innerJoin(students, eq(students.studentId, interviewBookings.studentId))
      .where(and(inArray(interviewBookings.slotId, slotIds), isNull(interviewBookings.cancelledAt)))
      .orderBy(asc(interviewBookings.createdAt), asc(interviewBookings.bookingId)),
    db
      .select()
      .from(interviewSlotInvitees)
      .where(inArray(interviewSlotInvitees.slotId, slotIds))
      .orderBy(asc(interviewSlotInvitees.studentId)),
  ]);
  return slots.map((slot) => ({
    slotId: slot.slotId,
    openingId: slot.openingId,
    round: slot.round,
    startsAt: slot.startsAt.toISOString(),
    endsAt: endOf(slot).toISOString(),
    lengthMinutes: slot.lengthMinutes,
    locationKind: slot.locationKind,
    location: slot.location,
    note: slot.note,
    capacity: slot.capacity,
    bookingCutoffAt: slot.bookingCutoffAt.toISOString(),
    audience: slot.audience,
    invitedStudentIds: invitees.filter((row) => row.slotId === slot.slotId).map((row) => row.studentId),
    isCancelled: slot.cancelledAt !== null,
    bookings: bookings
      .filter((row) => row.slotId === slot.slotId)
      .map((row) => ({
        bookingId: row.bookingId,
        studentId: row.studentId,
        firstNameTh: row.firstNameTh,
        lastNameTh: row.lastNameTh,
        firstNameEn: row.firstNameEn,
        lastNameEn: row.lastNameEn,
        bookedAt: row.bookedAt.toISOString(),
      })),
  }));
}

/** The ACTIVE applicants of an opening in a round who hold no active booking for it, in preference order. */
export async function selectApplicantsWithoutBooking({
  db,
  openingId,
  round,
}: {
  db: Executor;
  openingId: number;
  round: number;
}): Promise<InterviewStudent[]> {
  return db
    .select({
      studentId: students.studentId,
      firstNameTh: students.firstNameTh,
      lastNameTh: students.lastNameTh,
      firstNameEn: students.firstNameEn,
      lastNameEn: students.lastNameEn,
    })
    .from(applications)
    .innerJoin(students, eq(students.studentId, applications.studentId))
    .where(
      and(
        eq(applications.openingId, openingId),
        eq(applications.round, round),
        eq(applications.status, 'ACTIVE'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(interviewBookings)
            .where(
              and(
                eq(interviewBookings.studentId, applications.studentId),
                eq(interviewBookings.openingId, openingId),
                eq(interviewBookings.round, round),
                isNull(interviewBookings.cancelledAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(applications.studentPreferenceRank), asc(applications.applicationId));
}
