import type { enrollments, rounds, sessions } from '@/db/schema';

type RoundRow = typeof rounds.$inferInsert;
type SessionRow = typeof sessions.$inferInsert;
type EnrollmentRow = typeof enrollments.$inferInsert;

export const SESSION_GROUP_TITLE = 'ฝึกงานภาคฤดูร้อน 2570';

const DAY = 24 * 60 * 60 * 1000;
const ROUND_GAP_DAYS = 30;

/** Days from `now` of each date of round 1, in the order the rounds table checks. */
const ROUND_ONE_OFFSETS = {
  openingSubmissionDeadline: -10,
  openingAnnouncementDate: -7,
  studentRankingDeadline: 7,
  applicationAnnouncementDate: 8,
  companyRankingDeadline: 14,
  reorderRankingDeadline: 16,
  cancelRankingDeadline: 16,
  resultAnnouncementDate: 18,
} as const;

export const ROUND_COUNT = 2;

/** Round 1 is open for student ranking on the day of the seed; round 2 is the same calendar 30 days on. */
export function buildRounds(sessionGroupId: number, now: Date): RoundRow[] {
  return Array.from({ length: ROUND_COUNT }, (_, index) => {
    const at = (days: number) => new Date(now.getTime() + (days + index * ROUND_GAP_DAYS) * DAY);
    return {
      sessionGroupId,
      round: index + 1,
      openingSubmissionDeadline: at(ROUND_ONE_OFFSETS.openingSubmissionDeadline),
      openingAnnouncementDate: at(ROUND_ONE_OFFSETS.openingAnnouncementDate),
      studentRankingDeadline: at(ROUND_ONE_OFFSETS.studentRankingDeadline),
      applicationAnnouncementDate: at(ROUND_ONE_OFFSETS.applicationAnnouncementDate),
      companyRankingDeadline: at(ROUND_ONE_OFFSETS.companyRankingDeadline),
      reorderRankingDeadline: at(ROUND_ONE_OFFSETS.reorderRankingDeadline),
      cancelRankingDeadline: at(ROUND_ONE_OFFSETS.cancelRankingDeadline),
      resultAnnouncementDate: at(ROUND_ONE_OFFSETS.resultAnnouncementDate),
    };
  });
}

/** The last result announcement of the group, after which internships can start. */
export function lastResultAnnouncement(now: Date): Date {
  return new Date(now.getTime() + (ROUND_ONE_OFFSETS.resultAnnouncementDate + (ROUND_COUNT - 1) * ROUND_GAP_DAYS) * DAY);
}

export const SUMMER_SESSION_TITLE = 'ฝึกงานภาคฤดูร้อน (นิสิตชั้นปีที่ 3)';
export const COOP_SESSION_TITLE = 'สหกิจศึกษา (นิสิตชั้นปีที่ 4)';

export function buildSessions(sessionGroupId: number): SessionRow[] {
  return [
    {
      sessionGroupId,
      title: SUMMER_SESSION_TITLE,
      description:
        'การฝึกงานภาคฤดูร้อนสำหรับนิสิตชั้นปีที่ 3 ระยะเวลาประมาณ 8 สัปดาห์ในช่วงเดือนมิถุนายนถึงกรกฎาคม นิสิตต้องเลือกสมัครอย่างน้อย 3 ตำแหน่งจากอย่างน้อย 2 บริษัท และไม่เกิน 10 ตำแหน่ง เรียงตามลำดับความต้องการ',
      minimumApplicationPerStudent: 3,
      maximumApplicationPerStudent: 10,
      minimumUniqueCompanyCountPerStudent: 2,
      minimumCompanyOpeningRatio: '0.5',
      openForCooperativeInternship: false,
    },
    {
      sessionGroupId,
      title: COOP_SESSION_TITLE,
      description: 'สหกิจศึกษาสำหรับนิสิตชั้นปีที่ 4 ปฏิบัติงานเต็มเวลาในสถานประกอบการประมาณ 4 เดือน และนับเป็นหน่วยกิตในหลักสูตร นิสิตเลือกสมัครได้ 1 ถึง 5 ตำแหน่ง',
      minimumApplicationPerStudent: 1,
      maximumApplicationPerStudent: 5,
      minimumUniqueCompanyCountPerStudent: 1,
      minimumCompanyOpeningRatio: '0.3',
      openForCooperativeInternship: true,
    },
  ];
}

export function buildEnrollments(
  students: readonly { studentId: string; session: 1 | 2 | null; status: 'RANKING_PENDING' | 'PROFILE_EDIT_PENDING' }[],
  sessionIds: { 1: number; 2: number },
): EnrollmentRow[] {
  return students.flatMap((student) =>
    student.session === null ? [] : [{ sessionId: sessionIds[student.session], studentId: student.studentId, status: student.status }],
  );
}
