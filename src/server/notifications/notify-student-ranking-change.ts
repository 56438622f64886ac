import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, openings, rounds, sessions, studentRankingSubmissionItems } from '@/db/schema';
import { formatDateTime } from '@/lib/dates';
import { deadlineText, isWindowOpen } from '@/server/deadlines';
import { recordNotifications } from './record-notifications';

export type StudentRankingChange = {
  submissionId: number;
  sessionId: number;
  round: number;
  studentId: string;
  action: 'SUBMIT' | 'REORDER' | 'CANCEL' | 'UNSUBMIT';
};

type RankingLine = { position: number; title: string; companyNameTh: string };

const HEADLINES: Record<StudentRankingChange['action'], string> = {
  SUBMIT: 'ส่งอันดับตำแหน่งงานแล้ว',
  REORDER: 'เปลี่ยนลำดับตำแหน่งงานแล้ว',
  CANCEL: 'ยกเลิกใบสมัครแล้ว',
  UNSUBMIT: 'ผู้ดูแลระบบยกเลิกการส่งอันดับของคุณ',
};

/**
 * The student's receipt of a submit, reorder or cancel (with the list as it now stands), or the news that an admin
 * unsubmitted the ranking; written in the transaction of the history row it describes, keyed by that row.
 */
export async function notifyStudentRankingChange({
  db,
  now,
  change,
}: {
  db: Executor;
  now: Date;
  change: StudentRankingChange;
}): Promise<void> {
  const { submissionId, sessionId, round, studentId, action } = change;
  // The session and the list as it now stands in one statement: this runs inside the student's submit transaction.
  const [session] = await db
    .select({
      title: sessions.title,
      studentRankingDeadline: rounds.studentRankingDeadline,
      items: sql<RankingLine[]>`coalesce((select json_agg(json_build_object('position', ${studentRankingSubmissionItems.position},
          'title', ${openings.title}, 'companyNameTh', ${companies.companyNameTh}) order by ${studentRankingSubmissionItems.position})
        from ${studentRankingSubmissionItems}
        join ${openings} on ${openings.openingId} = ${studentRankingSubmissionItems.openingId}
        join ${companies} on ${companies.companyId} = ${openings.companyId}
        where ${studentRankingSubmissionItems.submissionId} = ${submissionId}), '[]'::json)`,
    })
    .from(sessions)
    .leftJoin(rounds, and(eq(rounds.sessionGroupId, sessions.sessionGroupId), eq(rounds.round, round)))
    .where(eq(sessions.sessionId, sessionId));
  if (!session) return;
  const { items } = session;
  const scope = `${session.title} รอบที่ ${round}`;
  const lines = [`${HEADLINES[action]} (${scope}) เมื่อ ${formatDateTime(now)}`];
  if (action === 'UNSUBMIT') {
    lines.push('อันดับของคุณกลับเป็นฉบับร่าง และยังไม่ได้ส่งใบสมัครใด ๆ ในรอบนี้');
    if (session.studentRankingDeadline && isWindowOpen({ closesAt: session.studentRankingDeadline, now })) {
      lines.push(`กรุณาตรวจสอบและส่งอันดับใหม่ภายใน ${deadlineText(session.studentRankingDeadline)}`);
    }
  } else if (items.length > 0) {
    lines.push('', 'ลำดับตำแหน่งงานที่สมัครไว้ขณะนี้:', ...items.map((item) => `${item.position}. ${item.title} – ${item.companyNameTh}`));
  } else {
    lines.push('', 'ขณะนี้คุณไม่มีใบสมัครที่ยังดำเนินอยู่ในรอบนี้');
  }
  await recordNotifications({
    db,
    now,
    drafts: [
      {
        recipientRole: 'student',
        recipientId: studentId,
        kind: action === 'UNSUBMIT' ? 'STUDENT_RANKING_UNSUBMITTED' : 'STUDENT_RANKING_RECEIPT',
        eventKey: `student-ranking:submission:${submissionId}`,
        title: `${HEADLINES[action]}: ${scope}`,
        body: lines.join('\n'),
        linkPath: `/ranking?sessionId=${sessionId}`,
      },
    ],
  });
}
