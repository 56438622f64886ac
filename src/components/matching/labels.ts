import type { MatchingSource } from '@/lib/labels';
/** Thai texts of the matching screens, shared by the admin screen and the student's result. */
export const SOURCE_LABELS: Record<MatchingSource, string> = { ALGORITHM: 'อัลกอริทึม', MANUAL: 'กำหนดโดยผู้ดูแล', OFFER: 'ช่วงยื่นข้อเสนอ' };

/** Counts as the matching screens write them, with Thai digit grouping. */
export const formatCount = (value: number) => value.toLocaleString('th-TH');

import type { ApplicationOutcome } from '@/lib/matching';

/** Why an application did or did not become the student's match, as the student reads it. */
export const APPLICATION_OUTCOME_LABELS: Record<ApplicationOutcome, string> = {
  MATCHED: 'ได้รับการจับคู่กับตำแหน่งนี้',
  MATCHED_ELSEWHERE: 'ได้รับการจับคู่กับตำแหน่งอื่นแล้ว',
  FILLED_BY_HIGHER_RANKED: 'บริษัทเลือกคุณ แต่ที่นั่งเต็มด้วยผู้สมัครที่บริษัทจัดอันดับสูงกว่า',
  NOT_SELECTED: 'บริษัทไม่ได้เลือกคุณในอันดับ',
  NO_COMPANY_RANKING: 'บริษัทไม่ได้ส่งอันดับผู้สมัครในรอบนี้',
  CANCELLED: 'คุณยกเลิกการสมัครแล้ว',
  WITHDRAWN: 'บริษัทถอนตำแหน่งงานนี้',
};
