// Shared by the server, which builds these views, and the screens, which show them (SPEC §3 Opening).

import { z } from 'zod';
import { calendarDate, isoDateTime, listOf } from './contract';
import { OPENING_STATUSES, type OpeningStatus } from './labels';

export { OPENING_STATUSES, type OpeningStatus };

/**
 * The statuses of an opening students can see: published, and the later stages of a published
 * opening (its company submitted the ranking, the results are out). DRAFT and WITHDRAWN never.
 */
export const PUBLISHED_OPENING_STATUSES = [
  'PUBLISHED',
  'RANKING_SUBMITTED',
  'RESULT_ANNOUNCED',
] as const satisfies readonly OpeningStatus[];

export function isPublishedStatus(status: OpeningStatus): boolean {
  return (PUBLISHED_OPENING_STATUSES as readonly OpeningStatus[]).includes(status);
}

/** The company summary every opening carries. logoUrl is the public logo link, or null when the company has no logo. */
export const openingCompany = z.object({
  companyId: z.number().int(),
  companyNameTh: z.string(),
  companyNameEn: z.string(),
  logoUrl: z.string().nullable(),
  website: z.string().nullable(),
  facebook: z.string().nullable(),
  line: z.string().nullable(),
});
export type OpeningCompany = z.infer<typeof openingCompany>;

/** Tags travel as objects so screens can filter by id and show the name; the input side takes names (strings). */
export const openingTagView = z.object({ tagId: z.number().int(), tagName: z.string() });
export type OpeningTagView = z.infer<typeof openingTagView>;

export const compensationTypeView = z.object({ id: z.number().int(), name: z.string() });
export type CompensationTypeView = z.infer<typeof compensationTypeView>;

const openingStatus = z.enum(OPENING_STATUSES);

/** An opening as everyone sees it. Dates of the internship are calendar dates `YYYY-MM-DD`; publishedAt is ISO 8601. */
export const openingView = z.object({
  openingId: z.number().int(),
  sessionId: z.number().int(),
  company: openingCompany,
  title: z.string(),
  description: z.string().nullable(),
  quota: z.number().int(),
  /** Quota minus the students already matched to it (by the algorithm or by hand). */
  remainingQuota: z.number().int(),
  openForCooperativeInternship: z.boolean(),
  compensationAmount: z.number().nullable(),
  compensationType: compensationTypeView.nullable(),
  workingCondition: z.string().nullable(),
  requirements: z.string().nullable(),
  tags: z.array(openingTagView),
  officeName: z.string(),
  officeAddressLine1: z.string(),
  officeAddressLine2: z.string().nullable(),
  recruitmentContactChannel: z.string().nullable(),
  openingDetailContactChannel: z.string().nullable(),
  startDate: calendarDate.nullable(),
  endDate: calendarDate.nullable(),
  publishedAt: isoDateTime.nullable(),
  /** PUBLISHED, RANKING_SUBMITTED or RESULT_ANNOUNCED. */
  isPublished: z.boolean(),
  /** PUBLISHED, remaining quota > 0 and now before the current round's studentRankingDeadline (DOMAIN.md). */
  isAcceptingApplication: z.boolean(),
});
export type OpeningView = z.infer<typeof openingView>;

export const studentOpeningView = openingView.extend({
  /** How many students have this opening in their ranking draft (a popularity signal). */
  inStudentDraftCount: z.number().int(),
  isBookmarked: z.boolean(),
});
export type StudentOpeningView = z.infer<typeof studentOpeningView>;

export const companyOpeningView = openingView.extend({ status: openingStatus });
export type CompanyOpeningView = z.infer<typeof companyOpeningView>;

export const adminOpeningView = openingView.extend({
  status: openingStatus,
  /** Spelled as SPEC §3 spells it: the session's results for the current round are out. */
  isResultAnnouced: z.boolean(),
  /** The company submitted its ranking of applicants for this opening in the current round. */
  isRankingSubmitted: z.boolean(),
  bookmarkCount: z.number().int(),
});
export type AdminOpeningView = z.infer<typeof adminOpeningView>;

export const studentOpeningPage = listOf(studentOpeningView);
export const companyOpeningPage = listOf(companyOpeningView);
export const adminOpeningPage = listOf(adminOpeningView);

/** Why a student's list is empty before anything is filtered: the screen explains it. */
export const studentOpeningListReason = z.enum(['NOT_ANNOUNCED']).nullable();
export type StudentOpeningListReason = z.infer<typeof studentOpeningListReason>;

/** GET /api/sessions/{sessionId}/openings: the page plus why it is empty before any filter applies. */
export const studentOpeningList = studentOpeningPage.extend({
  reason: studentOpeningListReason,
  openingAnnouncementDate: isoDateTime.nullable(),
});
export type StudentOpeningList = z.infer<typeof studentOpeningList>;

/** A bulk action on openings: how many took it, and which. */
export const openingsBulkResult = z.object({ count: z.number().int(), ids: z.array(z.number().int()) });

/** POST /api/company/openings/publish. */
export const publishedInBulk = openingsBulkResult.extend({ message: z.string(), items: z.array(companyOpeningView) });
export type PublishedInBulk = z.infer<typeof publishedInBulk>;

/** The company opening ratio of one session of the group (DOMAIN.md). */
export const sessionOpeningRatio = z.object({
  sessionId: z.number().int(),
  title: z.string(),
  publishedQuota: z.number().int(),
  /** publishedQuota / the company's published quota in the whole group; 0 when it publishes nothing. */
  ratio: z.number(),
  minimumCompanyOpeningRatio: z.number(),
  isSatisfied: z.boolean(),
});
export type SessionOpeningRatio = z.infer<typeof sessionOpeningRatio>;

export const companyOpeningRatio = z.object({ items: z.array(sessionOpeningRatio), isSatisfied: z.boolean() });
export type CompanyOpeningRatio = z.infer<typeof companyOpeningRatio>;

export const companySessionStatistics = z.object({ sessionId: z.number().int(), title: z.string(), applicationCount: z.number().int() });
export type CompanySessionStatistics = z.infer<typeof companySessionStatistics>;

export const companyOpeningStatistics = z.object({
  openingId: z.number().int(),
  title: z.string(),
  session: z.object({ sessionId: z.number().int(), title: z.string() }),
  applicationCount: z.number().int(),
});
export type CompanyOpeningStatistics = z.infer<typeof companyOpeningStatistics>;
