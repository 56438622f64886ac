/**
 * The spec's enumerations (SPEC §3), shared by every screen. Their Thai labels here serve the screens that are not
 * translated yet; a translated screen takes them from the catalogue's `Labels` namespace (messages/<language>/common.json).
 */

export const ENROLLMENT_STATUSES = [
  'PROFILE_EDIT_PENDING',
  'RANKING_PENDING',
  'RANKING_SUBMITTED',
  'MATCHING_SUCCESS',
  'MATCHING_FAILED',
] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const ENROLLMENT_STATUS_LABELS_TH: Record<EnrollmentStatus, string> = {
  PROFILE_EDIT_PENDING: 'รอแก้ไขโปรไฟล์',
  RANKING_PENDING: 'รอจัดอันดับ',
  RANKING_SUBMITTED: 'ส่งอันดับแล้ว',
  MATCHING_SUCCESS: 'จับคู่สำเร็จ',
  MATCHING_FAILED: 'จับคู่ไม่สำเร็จ',
};

export const OPENING_STATUSES = ['DRAFT', 'PUBLISHED', 'WITHDRAWN', 'RANKING_SUBMITTED', 'RESULT_ANNOUNCED'] as const;
export type OpeningStatus = (typeof OPENING_STATUSES)[number];

export const OPENING_STATUS_LABELS_TH: Record<OpeningStatus, string> = {
  DRAFT: 'ฉบับร่าง',
  PUBLISHED: 'เผยแพร่แล้ว',
  WITHDRAWN: 'ถอนแล้ว',
  RANKING_SUBMITTED: 'ส่งอันดับแล้ว',
  RESULT_ANNOUNCED: 'ประกาศผลแล้ว',
};

/** The tone a status badge takes; the badge component maps tones to colours. */
export type StatusTone = 'neutral' | 'info' | 'brand' | 'success' | 'warning' | 'error';

export const ENROLLMENT_STATUS_TONES: Record<EnrollmentStatus, StatusTone> = {
  PROFILE_EDIT_PENDING: 'warning',
  RANKING_PENDING: 'info',
  RANKING_SUBMITTED: 'brand',
  MATCHING_SUCCESS: 'success',
  MATCHING_FAILED: 'error',
};

export const OPENING_STATUS_TONES: Record<OpeningStatus, StatusTone> = {
  DRAFT: 'neutral',
  PUBLISHED: 'success',
  WITHDRAWN: 'error',
  RANKING_SUBMITTED: 'brand',
  RESULT_ANNOUNCED: 'info',
};

/** The dates of a round (SPEC §3) in the order DOMAIN.md gives them. */
export const ROUND_DATE_KEYS = [
  'openingSubmissionDeadline',
  'openingAnnouncementDate',
  'studentRankingDeadline',
  'applicationAnnouncementDate',
  'companyRankingDeadline',
  'reorderRankingDeadline',
  'cancelRankingDeadline',
  'resultAnnouncementDate',
] as const;
export type RoundDateKey = (typeof ROUND_DATE_KEYS)[number];

export const ROUND_DATE_LABELS_TH: Record<RoundDateKey, string> = {
  openingSubmissionDeadline: 'ปิดรับการส่งตำแหน่งงาน',
  openingAnnouncementDate: 'ประกาศตำแหน่งงาน',
  studentRankingDeadline: 'ปิดการจัดอันดับของนิสิต',
  applicationAnnouncementDate: 'ประกาศรายชื่อผู้สมัครให้บริษัท',
  companyRankingDeadline: 'ปิดการจัดอันดับของบริษัท',
  reorderRankingDeadline: 'ปิดการเปลี่ยนลำดับ',
  cancelRankingDeadline: 'ปิดการยกเลิกใบสมัคร',
  resultAnnouncementDate: 'ประกาศผลการจับคู่',
};

/** Who mainly acts on each date, so a role's home can highlight the dates that concern it. */
export const ROUND_DATE_AUDIENCE: Record<RoundDateKey, 'student' | 'company_user' | 'everyone'> = {
  openingSubmissionDeadline: 'company_user',
  openingAnnouncementDate: 'everyone',
  studentRankingDeadline: 'student',
  applicationAnnouncementDate: 'company_user',
  companyRankingDeadline: 'company_user',
  reorderRankingDeadline: 'student',
  cancelRankingDeadline: 'student',
  resultAnnouncementDate: 'everyone',
};

export function roundLabel(round: number): string {
  return `รอบที่ ${round}`;
}

/** Badges on a student's profile (SPEC §3 Student): the course platform's academic and activity badges. */
export const BADGE_KINDS = ['ACADEMIC', 'ACTIVITY'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];

/** What an OAuth token row is: the access token a client presents, or the refresh token it trades for a new one. */
export const OAUTH_TOKEN_KINDS = ['ACCESS', 'REFRESH'] as const;

/** Where a match came from: the matching run, an admin's hand, or an offer accepted in the offer phase. */
export const MATCHING_SOURCES = ['ALGORITHM', 'MANUAL', 'OFFER'] as const;
export type MatchingSource = (typeof MATCHING_SOURCES)[number];

/** An offer of the offer phase (docs/offers.md); an OFFERED offer past its answer deadline reads as LAPSED. */
export const OFFER_STATUSES = ['OFFERED', 'ACCEPTED', 'DECLINED', 'LAPSED', 'WITHDRAWN'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_STATUS_LABELS_TH: Record<OfferStatus, string> = {
  OFFERED: 'รอคำตอบ',
  ACCEPTED: 'ตอบรับแล้ว',
  DECLINED: 'ปฏิเสธแล้ว',
  LAPSED: 'หมดเวลาตอบ',
  WITHDRAWN: 'ถอนข้อเสนอแล้ว',
};
