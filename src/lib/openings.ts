// Shared by the server, which builds these views, and the screens, which show them (SPEC §3 Opening).

import { OPENING_STATUSES, type OpeningStatus } from './labels';

export { OPENING_STATUSES, type OpeningStatus };

/**
 * The statuses of an opening students can see: published, and the later stages of a published
 * opening (its company submitted the ranking, the results are out). DRAFT and WITHDRAWN never.
 */
export const PUBLISHED_OPENING_STATUSES = ['PUBLISHED', 'RANKING_SUBMITTED', 'RESULT_ANNOUNCED'] as const satisfies readonly OpeningStatus[];

export function isPublishedStatus(status: OpeningStatus): boolean {
  return (PUBLISHED_OPENING_STATUSES as readonly OpeningStatus[]).includes(status);
}

/** The company summary every opening carries. logoUrl is the public logo link, or null when the company has no logo. */
export type OpeningCompany = {
  companyId: number;
  companyNameTh: string;
  companyNameEn: string;
  logoUrl: string | null;
  website: string | null;
  facebook: string | null;
  line: string | null;
};

/** Tags travel as objects so screens can filter by id and show the name; the input side takes names (strings). */
export type OpeningTagView = { tagId: number; tagName: string };

export type CompensationTypeView = { id: number; name: string };

/** An opening as everyone sees it. Dates of the internship are calendar dates `YYYY-MM-DD`; publishedAt is ISO 8601. */
export type OpeningView = {
  openingId: number;
  sessionId: number;
  company: OpeningCompany;
  title: string;
  description: string | null;
  quota: number;
  /** Quota minus the students already matched to it (by the algorithm or by hand). */
  remainingQuota: number;
  openForCooperativeInternship: boolean;
  compensationAmount: number | null;
  compensationType: CompensationTypeView | null;
  workingCondition: string | null;
  requirements: string | null;
  tags: OpeningTagView[];
  officeName: string;
  officeAddressLine1: string;
  officeAddressLine2: string | null;
  recruitmentContactChannel: string | null;
  openingDetailContactChannel: string | null;
  startDate: string | null;
  endDate: string | null;
  publishedAt: string | null;
  /** PUBLISHED, RANKING_SUBMITTED or RESULT_ANNOUNCED. */
  isPublished: boolean;
  /** PUBLISHED, remaining quota > 0 and now before the current round's studentRankingDeadline (DOMAIN.md). */
  isAcceptingApplication: boolean;
};

export type StudentOpeningView = OpeningView & {
  /** How many students have this opening in their ranking draft (a popularity signal). */
  inStudentDraftCount: number;
  isBookmarked: boolean;
};

export type CompanyOpeningView = OpeningView & { status: OpeningStatus };

export type AdminOpeningView = OpeningView & {
  status: OpeningStatus;
  /** Spelled as SPEC §3 spells it: the session's results for the current round are out. */
  isResultAnnouced: boolean;
  /** The company submitted its ranking of applicants for this opening in the current round. */
  isRankingSubmitted: boolean;
  bookmarkCount: number;
};

/** Why a student's list is empty before anything is filtered: the screen explains it. */
export type StudentOpeningListReason = 'NOT_ANNOUNCED' | null;
