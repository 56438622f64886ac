import type { RankingAction } from '@/lib/rankings';
import {
  ENROLLMENT_STATUS_LABELS_TH,
  OPENING_STATUS_LABELS_TH,
  type EnrollmentStatus,
  type MatchingSource,
  type OpeningStatus,
} from '@/lib/labels';

export const RANKING_ACTION_LABELS_TH: Record<RankingAction, string> = {
  SUBMIT: 'ส่งอันดับ',
  REORDER: 'เปลี่ยนลำดับ',
  CANCEL: 'ยกเลิกใบสมัครบางรายการ',
  UNSUBMIT: 'ผู้ดูแลระบบยกเลิกการส่ง',
};

export const yesNo = (value: boolean) => (value ? 'ใช่' : 'ไม่ใช่');
export const enrollmentStatusTh = (status: EnrollmentStatus) => ENROLLMENT_STATUS_LABELS_TH[status];
export const openingStatusTh = (status: OpeningStatus) => OPENING_STATUS_LABELS_TH[status];

export const MATCHING_SOURCE_LABELS_TH: Record<MatchingSource, string> = {
  ALGORITHM: 'อัลกอริทึม',
  MANUAL: 'ผู้ดูแลระบบกำหนด',
  OFFER: 'ช่วงยื่นข้อเสนอ',
};
