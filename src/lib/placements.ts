// The placement record (docs/placements.md), as the API answers it: one MATCHING_SUCCESS enrollment and what the
// office follows of it.
import { z } from 'zod';
import { calendarDate, isoDateTime, listOf } from './contract';
import { MATCHING_SOURCES } from './labels';

export const PLACEMENT_WORK_MODES = ['ON_SITE', 'REMOTE', 'HYBRID'] as const;
export type PlacementWorkMode = (typeof PLACEMENT_WORK_MODES)[number];
export const PLACEMENT_WORK_MODE_LABELS_TH: Record<PlacementWorkMode, string> = {
  ON_SITE: 'ทำงานที่สถานที่',
  REMOTE: 'ทำงานทางไกล',
  HYBRID: 'ผสมผสาน',
};

/**
 * Where a placement stands: the company has not yet filled its mentor and dates (AWAITING_DETAILS), it has
 * (DETAILS_FILLED), the student confirmed (CONFIRMED), or an admin ended it (ENDED).
 */
export const PLACEMENT_STATES = ['AWAITING_DETAILS', 'DETAILS_FILLED', 'CONFIRMED', 'ENDED'] as const;
export type PlacementState = (typeof PLACEMENT_STATES)[number];
export const PLACEMENT_STATE_LABELS_TH: Record<PlacementState, string> = {
  AWAITING_DETAILS: 'รอข้อมูลจากบริษัท',
  DETAILS_FILLED: 'บริษัทกรอกข้อมูลแล้ว',
  CONFIRMED: 'นิสิตยืนยันแล้ว',
  ENDED: 'ยุติแล้ว',
};

export const placementView = z.object({
  sessionId: z.number().int(),
  round: z.number().int(),
  studentId: z.string(),
  studentName: z.string(),
  openingId: z.number().int(),
  openingTitle: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  /** How the match was made: the matching run, an admin by hand, or an accepted offer. */
  source: z.enum(MATCHING_SOURCES),
  state: z.enum(PLACEMENT_STATES),
  /** Students and companies see a placement from its round's result announcement. */
  isAnnounced: z.boolean(),
  resultAnnouncementDate: isoDateTime,
  startDate: calendarDate.nullable(),
  endDate: calendarDate.nullable(),
  mentorName: z.string().nullable(),
  mentorPosition: z.string().nullable(),
  mentorEmail: z.string().nullable(),
  mentorPhone: z.string().nullable(),
  workMode: z.enum(PLACEMENT_WORK_MODES).nullable(),
  workAddress: z.string().nullable(),
  confirmedAt: isoDateTime.nullable(),
  endedAt: isoDateTime.nullable(),
  endReason: z.string().nullable(),
  endedBy: z.string().nullable(),
  /** 0 until the record is first written; every write adds one. A PATCH names the version it was made on. */
  version: z.number().int(),
  updatedAt: isoDateTime.nullable(),
});
export type PlacementView = z.infer<typeof placementView>;

export const placementList = listOf(placementView);

/** A placement's page for the student whose placement it is: where their notices about it lead. */
export function studentPlacementPath(sessionId: number): string {
  return `/placement?sessionId=${sessionId}`;
}

/** A placement's page for its company's users: where their notices about it lead. */
export function companyPlacementPath({ sessionId, studentId }: { sessionId: number; studentId: string }): string {
  return `/company/placements/${sessionId}/${encodeURIComponent(studentId)}`;
}
