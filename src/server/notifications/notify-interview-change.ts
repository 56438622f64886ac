import type { Executor } from '@/db/client';
import { formatDateTime } from '@/lib/dates';
import { INTERVIEW_LOCATION_KIND_LABELS_TH, type InterviewLocationKind } from '@/lib/interviews';
import { companyUsersOf } from './recipients';
import { recordNotifications, type NotificationDraft } from './record-notifications';

/** The interview a notice is about, as the interviews domain hands it over. */
export type InterviewNotice = {
  openingId: number;
  openingTitle: string;
  companyId: number;
  companyNameTh: string;
  sessionId: number;
  round: number;
  startsAt: Date;
  lengthMinutes: number;
  locationKind: InterviewLocationKind;
  location: string;
};

export type InterviewChange = {
  what: 'BOOKED' | 'MOVED' | 'CANCELLED' | 'SLOT_CANCELLED' | 'SLOT_CHANGED';
  /** Names the event: one notice per person and key. */
  eventKey: string;
  studentIds: string[];
  interview: InterviewNotice;
  /** For a move: the slot left. */
  previousStartsAt?: Date;
  /** The company's users hear of the students' own bookings, moves and cancels, not of their own slot changes. */
  tellCompany: boolean;
};

const STUDENT_TITLES: Record<InterviewChange['what'], string> = {
  BOOKED: 'จองเวลาสัมภาษณ์แล้ว',
  MOVED: 'เปลี่ยนเวลาสัมภาษณ์แล้ว',
  CANCELLED: 'ยกเลิกการจองเวลาสัมภาษณ์แล้ว',
  SLOT_CANCELLED: 'บริษัทยกเลิกเวลาสัมภาษณ์ที่คุณจองไว้',
  SLOT_CHANGED: 'บริษัทเปลี่ยนเวลาหรือสถานที่สัมภาษณ์',
};
const COMPANY_TITLES: Record<InterviewChange['what'], string> = {
  BOOKED: 'ผู้สมัครจองเวลาสัมภาษณ์',
  MOVED: 'ผู้สมัครเปลี่ยนเวลาสัมภาษณ์',
  CANCELLED: 'ผู้สมัครยกเลิกการจองเวลาสัมภาษณ์',
  SLOT_CANCELLED: 'ยกเลิกเวลาสัมภาษณ์แล้ว',
  SLOT_CHANGED: 'เปลี่ยนเวลาสัมภาษณ์แล้ว',
};

/** "15 ม.ค. 2570 เวลา 10:00 น. (45 นาที) ออนไลน์: https://…" */
export function interviewWhenWhere(interview: Pick<InterviewNotice, 'startsAt' | 'lengthMinutes' | 'locationKind' | 'location'>): string {
  return `${formatDateTime(interview.startsAt)} (${interview.lengthMinutes} นาที) ${INTERVIEW_LOCATION_KIND_LABELS_TH[interview.locationKind]}: ${interview.location}`;
}

/**
 * A booking made, moved or cancelled, or a slot cancelled or changed by its company: to the students concerned and,
 * for the students' own changes, to the company's active users. Written in the change's transaction.
 */
export async function notifyInterviewChange({ db, now, change }: { db: Executor; now: Date; change: InterviewChange }): Promise<void> {
  const { interview } = change;
  const scope = `${interview.openingTitle} · ${interview.companyNameTh}`;
  const lines = [`ตำแหน่ง ${scope} (รอบที่ ${interview.round})`];
  if (change.previousStartsAt) lines.push(`เวลาเดิม: ${formatDateTime(change.previousStartsAt)}`);
  lines.push(
    `${change.what === 'CANCELLED' || change.what === 'SLOT_CANCELLED' ? 'เวลาที่ยกเลิก' : 'เวลาสัมภาษณ์'}: ${interviewWhenWhere(interview)}`,
  );
  if (change.what === 'SLOT_CANCELLED') lines.push('', 'คุณจองเวลาอื่นของตำแหน่งนี้ได้ที่หน้า "การสัมภาษณ์ของฉัน"');
  const drafts: NotificationDraft[] = change.studentIds.map((studentId) => ({
    recipientRole: 'student',
    recipientId: studentId,
    kind: 'INTERVIEW_BOOKING',
    eventKey: change.eventKey,
    title: `${STUDENT_TITLES[change.what]}: ${scope}`,
    body: lines.join('\n'),
    linkPath: '/interviews',
  }));
  if (change.tellCompany) {
    const users = (await companyUsersOf({ db, companyIds: [interview.companyId] })).get(interview.companyId) ?? [];
    const who = change.studentIds.join(', ');
    for (const platformUid of users)
      drafts.push({
        recipientRole: 'company_user',
        recipientId: platformUid,
        kind: 'COMPANY_INTERVIEW_BOOKING',
        eventKey: change.eventKey,
        title: `${COMPANY_TITLES[change.what]}: ${interview.openingTitle}`,
        body: [`นิสิต ${who}`, ...lines].join('\n'),
        linkPath: `/applicant/${interview.openingId}/session/${interview.sessionId}/interviews`,
      });
  }
  await recordNotifications({ db, now, drafts });
}
