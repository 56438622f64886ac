// What each role's home shows (SPEC §3 Home): built by the home domain for the `/` page, handed to its screen as is.
import { z } from 'zod';
import { ENROLLMENT_STATUSES, OPENING_STATUSES } from './labels';
import { sessionGroupDashboard } from './session-groups';

export const adminDashboardData = z.object({
  activeStudentCount: z.number().int(),
  activeCompanyCount: z.number().int(),
  /**
   * The figures of the group the session selector opens on by default (the admin's current group,
   * docs/sessions.md), so the usual first view needs no request; the screen fetches another group's when chosen.
   */
  initialDashboard: sessionGroupDashboard.nullable(),
});
export type AdminDashboardData = z.infer<typeof adminDashboardData>;

export const companyHomeData = z.object({
  company: z.object({ companyId: z.number().int(), companyNameTh: z.string(), companyNameEn: z.string() }).nullable(),
  /** The company's openings per session by status, with the quota they offer. */
  openings: z.array(
    z.object({ sessionId: z.number().int(), status: z.enum(OPENING_STATUSES), count: z.number().int(), quota: z.number().int() }),
  ),
  /** Active applications to the company's openings per session and round, once announced to companies. */
  applications: z.array(z.object({ sessionId: z.number().int(), round: z.number().int(), count: z.number().int() })),
});
export type CompanyHomeData = z.infer<typeof companyHomeData>;

export const studentEnrollmentSummary = z.object({
  sessionId: z.number().int(),
  status: z.enum(ENROLLMENT_STATUSES),
  /** Only once the result of the round it was matched in has been announced. */
  assignedOpening: z
    .object({ openingId: z.number().int(), title: z.string(), companyNameTh: z.string(), companyNameEn: z.string().nullable() })
    .nullable(),
  bookmarkCount: z.number().int(),
  /** Openings in the student's saved draft (above and below its apply line). */
  draftCount: z.number().int(),
  /** ACTIVE applications of the current round: what the student submitted and still stands. */
  submittedCount: z.number().int(),
});
export type StudentEnrollmentSummary = z.infer<typeof studentEnrollmentSummary>;

export const studentHomeData = z.object({
  student: z.object({ studentId: z.string(), firstNameTh: z.string().nullable(), lastNameTh: z.string().nullable() }).nullable(),
  enrollments: z.array(studentEnrollmentSummary),
});
export type StudentHomeData = z.infer<typeof studentHomeData>;
