import { formatDateTime } from './dates';
import { hasCome } from './deadline-rules';

/**
 * Why a student may not submit a ranking now, or null when they may: the one rule behind the session view's
 * `isRankingAllowed` / `rankingBlock` (the screen) and the submit's refusals (the verb), so the two cannot disagree.
 * In the order the submit checks them: the first that applies is the answer.
 */
export const RANKING_BLOCKS = [
  'ASSIGNED',
  'SUBMITTED',
  'PROFILE_INCOMPLETE',
  'NOT_ANNOUNCED',
  'NOT_OFFERED',
  'DEADLINE_PASSED',
  'MATCHING_RUN',
] as const;
export type RankingBlock = (typeof RANKING_BLOCKS)[number];

type Moment = Date | string | null;

export type RankingGateInput = {
  hasAssignedOpening: boolean;
  /** The round's ranking stands (submitted and not unsubmitted by an admin). */
  isSubmitted: boolean;
  /** PROFILE_EDIT_PENDING: the profile lacks a field companies need (docs/students.md). */
  isProfileIncomplete: boolean;
  openingAnnouncementDate: Moment;
  studentRankingDeadline: Moment;
  isMatchingInitiated: boolean;
  now: Date;
};

const dateOf = (moment: Date | string) => (typeof moment === 'string' ? new Date(moment) : moment);

export function studentRankingBlock(input: RankingGateInput): RankingBlock | null {
  const { now } = input;
  if (input.hasAssignedOpening) return 'ASSIGNED';
  if (input.isSubmitted) return 'SUBMITTED';
  if (input.isProfileIncomplete) return 'PROFILE_INCOMPLETE';
  if (input.openingAnnouncementDate === null || !hasCome({ date: dateOf(input.openingAnnouncementDate), now })) return 'NOT_ANNOUNCED';
  if (input.studentRankingDeadline === null) return 'NOT_OFFERED';
  // At the deadline itself the window is closed.
  if (hasCome({ date: dateOf(input.studentRankingDeadline), now })) return 'DEADLINE_PASSED';
  if (input.isMatchingInitiated) return 'MATCHING_RUN';
  return null;
}

/** The Thai names of the fields a complete profile needs, as the profile screen labels them. */
export const REQUIRED_PROFILE_FIELD_LABELS: Record<string, string> = {
  firstNameTh: 'ชื่อ (ไทย)',
  lastNameTh: 'นามสกุล (ไทย)',
  firstNameEn: 'ชื่อ (อังกฤษ)',
  lastNameEn: 'นามสกุล (อังกฤษ)',
  email: 'อีเมลติดต่อ',
  phone: 'เบอร์โทรศัพท์',
  gpax: 'เกรดเฉลี่ยสะสม (GPAX)',
};

/**
 * What the submit's 409 says for each block, dates in Thai form; the screens say the same in the page's language
 * (src/components/ranking/ranking-gate-text.ts).
 */
export function rankingBlockText(
  block: RankingBlock,
  context: { round: number; openingAnnouncementDate: Moment; studentRankingDeadline: Moment; missingProfileFields?: readonly string[] },
): string {
  const { round } = context;
  switch (block) {
    case 'ASSIGNED':
      return 'คุณได้รับตำแหน่งฝึกงานในรอบการฝึกงานนี้แล้ว จึงไม่ต้องส่งอันดับอีก';
    case 'SUBMITTED':
      return `คุณส่งอันดับของรอบที่ ${round} แล้ว`;
    case 'PROFILE_INCOMPLETE': {
      const missing = (context.missingProfileFields ?? []).map((field) => REQUIRED_PROFILE_FIELD_LABELS[field] ?? field);
      return missing.length > 0
        ? `กรอกโปรไฟล์ให้ครบก่อนส่งอันดับ: ยังขาด${missing.join(', ')} (แก้ไขได้ที่หน้าโปรไฟล์)`
        : 'กรอกโปรไฟล์ให้ครบก่อนส่งอันดับ (แก้ไขได้ที่หน้าโปรไฟล์)';
    }
    case 'NOT_ANNOUNCED':
      return context.openingAnnouncementDate === null
        ? `ยังไม่ได้กำหนดวันประกาศตำแหน่งงานของรอบที่ ${round} จึงยังส่งอันดับไม่ได้`
        : `ส่งอันดับของรอบที่ ${round} ได้ตั้งแต่ ${formatDateTime(context.openingAnnouncementDate)} (วันประกาศตำแหน่งงาน)`;
    case 'NOT_OFFERED':
      return `รอบที่ ${round} ไม่เปิดให้นิสิตส่งอันดับ`;
    case 'DEADLINE_PASSED':
      return `หมดเขตส่งอันดับของรอบที่ ${round} เมื่อ ${formatDateTime(context.studentRankingDeadline)}`;
    case 'MATCHING_RUN':
      return `การจับคู่ของรอบที่ ${round} เริ่มแล้ว จึงส่งอันดับไม่ได้`;
  }
}
