// Interviews: the slots a company offers for an opening and round, the students' bookings, and the calendar feed
// (docs/interviews.md). The answers' schemas, shared by the server and the screens.
import { z } from 'zod';
import { isoDateTime } from './contract';

export const INTERVIEW_LOCATION_KINDS = ['PLACE', 'ONLINE'] as const;
export type InterviewLocationKind = (typeof INTERVIEW_LOCATION_KINDS)[number];
export const INTERVIEW_AUDIENCES = ['ALL', 'CHOSEN'] as const;
export type InterviewAudience = (typeof INTERVIEW_AUDIENCES)[number];

/** The Thai names of the location kinds, for the Thai notifications and calendar events; screens use `InterviewSlot`. */
export const INTERVIEW_LOCATION_KIND_LABELS_TH: Record<InterviewLocationKind, string> = { PLACE: 'สถานที่', ONLINE: 'ออนไลน์' };

/** The default booking cut-off: this long before the slot starts. */
export const DEFAULT_BOOKING_CUTOFF_HOURS = 24;

/** A student as the interview screens name them: the Thai and the English name, shown in the page's language. */
export const interviewStudent = z.object({
  studentId: z.string(),
  firstNameTh: z.string().nullable(),
  lastNameTh: z.string().nullable(),
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
});
export type InterviewStudent = z.infer<typeof interviewStudent>;

/** A slot as its company (or an admin) sees it: who booked and, for a CHOSEN slot, who it is offered to. */
export const companyInterviewSlot = z.object({
  slotId: z.number().int(),
  openingId: z.number().int(),
  round: z.number().int(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  lengthMinutes: z.number().int(),
  locationKind: z.enum(INTERVIEW_LOCATION_KINDS),
  location: z.string(),
  note: z.string().nullable(),
  capacity: z.number().int(),
  bookingCutoffAt: isoDateTime,
  audience: z.enum(INTERVIEW_AUDIENCES),
  invitedStudentIds: z.array(z.string()),
  isCancelled: z.boolean(),
  bookings: z.array(interviewStudent.extend({ bookingId: z.number().int(), bookedAt: isoDateTime })),
});
export type CompanyInterviewSlot = z.infer<typeof companyInterviewSlot>;

/** An opening's slots of a round, and which of its ACTIVE applicants hold no booking. */
export const openingInterviews = z.object({
  openingId: z.number().int(),
  openingTitle: z.string(),
  sessionId: z.number().int(),
  round: z.number().int(),
  opensAt: isoDateTime,
  closesAt: isoDateTime,
  isWindowOpen: z.boolean(),
  slots: z.array(companyInterviewSlot),
  applicantsWithoutBooking: z.array(interviewStudent),
});
export type OpeningInterviews = z.infer<typeof openingInterviews>;

/** A slot as a student sees it: the opening and company, and the seats left. */
export const studentInterviewSlot = z.object({
  slotId: z.number().int(),
  openingId: z.number().int(),
  openingTitle: z.string(),
  companyNameTh: z.string(),
  companyNameEn: z.string().nullable(),
  round: z.number().int(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  locationKind: z.enum(INTERVIEW_LOCATION_KINDS),
  location: z.string(),
  note: z.string().nullable(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  bookingCutoffAt: isoDateTime,
  canBook: z.boolean(),
});
export type StudentInterviewSlot = z.infer<typeof studentInterviewSlot>;

export const studentInterviewBooking = z.object({
  bookingId: z.number().int(),
  slot: studentInterviewSlot,
  bookedAt: isoDateTime,
  canChange: z.boolean(),
});
export type StudentInterviewBooking = z.infer<typeof studentInterviewBooking>;

/** "My interviews": the student's bookings and the slots offered for their applications that they have not booked. */
export const studentInterviews = z.object({
  bookings: z.array(studentInterviewBooking),
  offeredSlots: z.array(studentInterviewSlot),
});
export type StudentInterviews = z.infer<typeof studentInterviews>;

/** A round's interviews for the admin: per opening, its slots and bookings and who of its applicants has none. */
export const roundInterviewProgress = z.object({
  sessionId: z.number().int(),
  round: z.number().int(),
  openings: z.array(
    z.object({
      openingId: z.number().int(),
      openingTitle: z.string(),
      companyNameTh: z.string(),
      companyNameEn: z.string().nullable(),
      applicantCount: z.number().int(),
      slotCount: z.number().int(),
      bookedCount: z.number().int(),
      applicantsWithoutBooking: z.array(interviewStudent),
    }),
  ),
});
export type RoundInterviewProgress = z.infer<typeof roundInterviewProgress>;

export const calendarFeedStatus = z.object({ isActive: z.boolean(), createdAt: isoDateTime.nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;
/** The feed's URL is shown once, when it is made: only its hash is kept. */
export const calendarFeedCreated = z.object({ url: z.string(), createdAt: isoDateTime });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreated>;
