// The offer phase for the unmatched (docs/offers.md), as the API answers it.
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { isoDateTime, listOf } from './contract';
import { OFFER_STATUSES } from './labels';
import { nameIn } from './names';

/** A session's current round's offer phase: from the result announcement until its end (or its early end). */
export const offerPhaseView = z.object({
  sessionId: z.number().int(),
  sessionGroupId: z.number().int(),
  round: z.number().int(),
  opensAt: isoDateTime,
  /** The end the admin set; null when the round has no offer phase. */
  endsAt: isoDateTime.nullable(),
  /** When an admin ended the phase before endsAt. */
  endedEarlyAt: isoDateTime.nullable(),
  /** The instant the phase closes (the early end when there is one); null without a phase. */
  closesAt: isoDateTime.nullable(),
  isOpen: z.boolean(),
});
export type OfferPhaseView = z.infer<typeof offerPhaseView>;

/** An offer as its company, its student and the admin see it; an OFFERED offer past its deadline reads as LAPSED. */
export const offerView = z.object({
  offerId: z.number().int(),
  sessionId: z.number().int(),
  round: z.number().int(),
  openingId: z.number().int(),
  openingTitle: z.string(),
  companyId: z.number().int(),
  /** The company's Thai name. */
  companyName: z.string(),
  /** The company's English name, shown on an English page (null: it has none, the Thai one is shown). */
  companyNameEn: z.string().nullable(),
  studentId: z.string(),
  /** The student's Thai name, else the student id. */
  studentName: z.string(),
  /** The student's English name, shown on an English page (null: none given, the Thai one is shown). */
  studentNameEn: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  answerDeadline: isoDateTime,
  sentAt: isoDateTime,
  closedAt: isoDateTime.nullable(),
});
export type OfferView = z.infer<typeof offerView>;

/** An opening in the offer phase: its quota, what is used, what is promised and what is left. */
export const offerOpeningView = z.object({
  openingId: z.number().int(),
  title: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  quota: z.number().int(),
  matchedCount: z.number().int(),
  outstandingCount: z.number().int(),
  remainingQuota: z.number().int(),
});
export type OfferOpeningView = z.infer<typeof offerOpeningView>;

/** A student a company may send an offer to: enrolled in the session, unmatched, still looking. */
export const offerCandidateView = z.object({
  studentId: z.string(),
  studentName: z.string(),
  studentNameEn: z.string().nullable(),
  programName: z.string().nullable(),
  /** The company's outstanding offer to this student, if any. */
  hasOfferFromCompany: z.boolean(),
});
export type OfferCandidateView = z.infer<typeof offerCandidateView>;
export const offerCandidateList = listOf(offerCandidateView);

export const companyOfferPhaseView = z.object({
  phase: offerPhaseView,
  openings: z.array(offerOpeningView),
  offers: z.array(offerView),
});
export type CompanyOfferPhaseView = z.infer<typeof companyOfferPhaseView>;

export const studentOfferPhaseView = z.object({
  phase: offerPhaseView,
  isMatched: z.boolean(),
  /** The student set "I am not looking any more". */
  isNotLooking: z.boolean(),
  offers: z.array(offerView),
  openings: z.array(offerOpeningView),
});
export type StudentOfferPhaseView = z.infer<typeof studentOfferPhaseView>;

export const offerCounts = z.object({
  offered: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  lapsed: z.number().int(),
  withdrawn: z.number().int(),
});

export const adminOfferPhaseView = z.object({
  phase: offerPhaseView,
  counts: offerCounts,
  unmatchedCount: z.number().int(),
  notLookingCount: z.number().int(),
  placesLeft: z.number().int(),
  openings: z.array(offerOpeningView),
  offers: z.array(offerView),
});
export type AdminOfferPhaseView = z.infer<typeof adminOfferPhaseView>;

/** A round's offer phase dates, as the admin sets them. */
export const roundOfferPhaseView = z.object({
  sessionGroupId: z.number().int(),
  round: z.number().int(),
  resultAnnouncementDate: isoDateTime,
  endsAt: isoDateTime.nullable(),
  endedEarlyAt: isoDateTime.nullable(),
});
export type RoundOfferPhaseView = z.infer<typeof roundOfferPhaseView>;

/** An offer's or opening's company in the page's language, else in the other (docs/languages.md). */
export function offerCompanyIn(row: { companyName: string; companyNameEn: string | null }, locale: Locale): string {
  return nameIn({ locale, th: row.companyName, en: row.companyNameEn });
}

/** An offer's or candidate's student in the page's language, else in the other. */
export function offerStudentIn(row: { studentName: string; studentNameEn: string | null }, locale: Locale): string {
  return nameIn({ locale, th: row.studentName, en: row.studentNameEn });
}
