// The session groups, their rounds and the group's dashboard, as the API answers them (SPEC §3 Session group).
import { z } from 'zod';
import { isoDateTime, listOf } from './contract';
import { ENROLLMENT_STATUSES, OPENING_STATUSES } from './labels';
import { sessionView } from './session-view';

/** A round's dates (DOMAIN.md); the reorder and cancel deadlines are optional. */
export const roundView = z.object({
  round: z.number().int(),
  openingSubmissionDeadline: isoDateTime,
  openingAnnouncementDate: isoDateTime,
  studentRankingDeadline: isoDateTime,
  applicationAnnouncementDate: isoDateTime,
  companyRankingDeadline: isoDateTime,
  reorderRankingDeadline: isoDateTime.nullable(),
  cancelRankingDeadline: isoDateTime.nullable(),
  resultAnnouncementDate: isoDateTime,
  /** The offer phase's end (docs/offers.md), null when the round has none; its early end when an admin ended it. */
  offerPhaseEndsAt: isoDateTime.nullable(),
  offerPhaseEndedEarlyAt: isoDateTime.nullable(),
});
export type RoundView = z.infer<typeof roundView>;

/** A group with its rounds and sessions: every write on a group (create, update, close a round) answers with it. */
export const sessionGroupView = z.object({
  sessionGroupId: z.number().int(),
  title: z.string(),
  currentRound: z.number().int(),
  createdAt: isoDateTime,
  rounds: z.array(roundView),
  sessions: z.array(sessionView),
});
export type SessionGroupView = z.infer<typeof sessionGroupView>;

export const sessionGroupList = listOf(sessionGroupView);
export type SessionGroupList = z.infer<typeof sessionGroupList>;

const countsBy = <S extends readonly [string, ...string[]]>(statuses: S) => z.record(z.enum(statuses), z.number().int());

export const studentRankingStatistics = z.object({
  sessionId: z.number().int(),
  title: z.string(),
  total: z.number().int(),
  byStatus: countsBy(ENROLLMENT_STATUSES),
});
export type StudentRankingStatistics = z.infer<typeof studentRankingStatistics>;

export const companyRankingStatistics = z.object({
  sessionId: z.number().int(),
  title: z.string(),
  /** Openings per shown status (RESULT_ANNOUNCED once the session's results are out: docs/openings.md). */
  byStatus: countsBy(OPENING_STATUSES),
  /** Seats offered per opening status. */
  quotaByStatus: countsBy(OPENING_STATUSES),
  /** Openings of this round whose company has submitted its ranking (stored RANKING_SUBMITTED, announced or not). */
  submitted: z.number().int(),
  /** Openings of this round without their company's ranking (stored PUBLISHED, announced or not). */
  notSubmitted: z.number().int(),
});
export type CompanyRankingStatistics = z.infer<typeof companyRankingStatistics>;

/** GET /api/admin/session-groups/{sessionGroupId}/dashboard: per session, students by enrollment status and openings by status. */
export const sessionGroupDashboard = z.object({
  sessionGroupId: z.number().int(),
  title: z.string(),
  currentRound: z.number().int(),
  studentRankings: z.array(studentRankingStatistics),
  companyRankings: z.array(companyRankingStatistics),
});
export type SessionGroupDashboard = z.infer<typeof sessionGroupDashboard>;
