// The applications as the company's and the admin's screens receive them (SPEC §3 Application).
import { z } from 'zod';
import { isoDateTime, listOf } from './contract';
import { MATCHING_SOURCES, OPENING_STATUSES } from './labels';

/** An application's state (SPEC §3): active, cancelled by the student's reorder or cancel, or withdrawn with its opening. */
export const APPLICATION_STATUSES = ['ACTIVE', 'CANCELLED', 'WITHDRAWN'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The student's names as every applicant row carries them (StudentNames of src/lib/student-profile.ts). */
const studentNames = z.object({
  titleTh: z.string().nullable(),
  firstNameTh: z.string().nullable(),
  lastNameTh: z.string().nullable(),
  titleEn: z.string().nullable(),
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
});

/** The applicant's contact details the company sees. */
const applicantContact = studentNames.extend({
  studentId: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  lineId: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  profileToken: z.string(),
});

/** Application (company view) of SPEC §3, plus the ids a screen needs to link and order, and when it was made. */
export const applicationItem = applicantContact.extend({
  applicationId: z.number().int(),
  openingId: z.number().int(),
  round: z.number().int(),
  studentPreferenceRank: z.number().int(),
  /** Position in the opening's current submitted company ranking; null when excluded or not yet ranked. */
  companyPreferenceRank: z.number().int().nullable(),
  createdAt: isoDateTime,
});
export type ApplicationItem = z.infer<typeof applicationItem>;

export const applicationPage = listOf(applicationItem);

/** GET /api/sessions/{sessionId}/applications/{round}: one of the company's openings with its applications' count. */
export const companySessionApplication = z.object({
  openingId: z.number().int(),
  title: z.string(),
  status: z.enum(OPENING_STATUSES),
  quota: z.number().int(),
  createdAt: isoDateTime,
  applicationCount: z.number().int(),
  session: z.object({ sessionId: z.number().int(), title: z.string() }),
  round: z.number().int(),
  isRankingSubmitted: z.boolean(),
  rankingSubmittedAt: isoDateTime.nullable(),
});
export type CompanySessionApplication = z.infer<typeof companySessionApplication>;

export const companySessionApplicationPage = listOf(companySessionApplication);

/** GET /api/admin/sessions/{sessionId}/applications: an application of any status, with its student and opening. */
export const adminSessionApplication = z.object({
  applicationId: z.number().int(),
  round: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  studentPreferenceRank: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  student: z.object({
    studentId: z.string(),
    firstNameTh: z.string().nullable(),
    lastNameTh: z.string().nullable(),
    profileToken: z.string(),
  }),
  opening: z.object({ openingId: z.number().int(), title: z.string(), companyId: z.number().int(), companyNameTh: z.string() }),
});
export type AdminSessionApplication = z.infer<typeof adminSessionApplication>;

export const adminSessionApplicationPage = listOf(adminSessionApplication);

/** A student matched to the company's opening, with the application that led there (none for a match by hand). */
export const openingResultStudent = applicantContact.extend({
  applicationId: z.number().int().nullable(),
  studentPreferenceRank: z.number().int().nullable(),
  companyPreferenceRank: z.number().int().nullable(),
  source: z.enum(MATCHING_SOURCES),
});
export type OpeningResultStudent = z.infer<typeof openingResultStudent>;

/** GET /api/sessions/{sessionId}/openings/{openingId}/result/{round}. */
export const openingResult = z.object({
  opening: z.object({ openingId: z.number().int(), title: z.string(), quota: z.number().int() }),
  round: z.number().int(),
  resultAnnouncementDate: isoDateTime,
  items: z.array(openingResultStudent),
});
export type OpeningResult = z.infer<typeof openingResult>;
