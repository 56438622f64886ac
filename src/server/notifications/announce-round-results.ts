import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import { applications, companies, enrollments, openings, students } from '@/db/schema';
import { companyUsersOf } from './recipients';
import { recordNotifications, type NotificationDraft } from './record-notifications';

const e = alias(enrollments, 'e');
const o = alias(openings, 'o');
const c = alias(companies, 'c');
const s = alias(students, 's');
const a = alias(applications, 'a');

type StudentResultRow = {
  student_id: string;
  status: 'MATCHING_SUCCESS' | 'MATCHING_FAILED';
  opening_id: number | null;
  opening_title: string | null;
  company_name_th: string | null;
};
type CompanyResultRow = {
  company_id: number;
  opening_id: number;
  opening_title: string;
  student_id: string | null;
  first_name_th: string | null;
  last_name_th: string | null;
};

/**
 * The results of one session's round, to its students (matched: the opening and company; not matched: what comes
 * next) and to the users of every company with an opening in it (who was matched to each opening). Called by the
 * scheduler from resultAnnouncementDate and by closing the round (in its transaction, before the enrollments move
 * on), so the results are told even when the round is closed before a tick ran; the keys make the second call a no-op.
 */
export async function announceRoundResults({
  db,
  now,
  sessionId,
  sessionTitle,
  round,
  hasNextRound,
}: {
  db: Executor;
  now: Date;
  sessionId: number;
  sessionTitle: string;
  round: number;
  hasNextRound: boolean;
}): Promise<number> {
  const scope = `${sessionTitle} รอบที่ ${round}`;
  const studentRows = await rowsOf<StudentResultRow>(
    db,
    sql`select ${e.studentId} as student_id, ${e.status} as status, ${o.openingId} as opening_id, ${o.title} as opening_title,
        ${c.companyNameTh} as company_name_th
      from ${enrollments} ${e}
      left join ${openings} ${o} on ${o.openingId} = ${e.assignedOpeningId}
      left join ${companies} ${c} on ${c.companyId} = ${o.companyId}
      where ${e.sessionId} = ${sessionId}
        and ((${e.status} = 'MATCHING_SUCCESS' and ${e.matchedRound} = ${round}) or ${e.status} = 'MATCHING_FAILED')`,
  );
  const drafts: NotificationDraft[] = studentRows.map((row) => {
    const isMatched = row.status === 'MATCHING_SUCCESS';
    return {
      recipientRole: 'student',
      recipientId: row.student_id,
      kind: 'STUDENT_RESULT',
      eventKey: `result:s${sessionId}:r${round}`,
      title: isMatched ? `ประกาศผล ${scope}: คุณได้ตำแหน่ง ${row.opening_title}` : `ประกาศผล ${scope}: รอบนี้คุณยังไม่ได้ตำแหน่ง`,
      body: isMatched
        ? `ยินดีด้วย คุณได้รับการจับคู่กับตำแหน่ง ${row.opening_title} ของ ${row.company_name_th}\nบริษัทจะติดต่อคุณเพื่อแจ้งขั้นตอนต่อไป`
        : hasNextRound
          ? 'รอบนี้คุณจับคู่ไม่สำเร็จ ยังไม่มีตำแหน่งงาน\nเมื่อปิดรอบนี้ คุณจะกลับไปจัดอันดับตำแหน่งงานที่ยังรับสมัครได้ในรอบถัดไป โปรดติดตามวันประกาศตำแหน่งงาน'
          : 'รอบนี้คุณจับคู่ไม่สำเร็จ ยังไม่มีตำแหน่งงาน และเป็นรอบสุดท้ายของกลุ่มนี้\nโปรดติดต่อผู้ดูแลระบบของภาควิชาเพื่อหาทางเลือกอื่น',
      linkPath: `/ranking?sessionId=${sessionId}`,
    };
  });

  const companyRows = await rowsOf<CompanyResultRow>(
    db,
    sql`select ${o.companyId} as company_id, ${o.openingId} as opening_id, ${o.title} as opening_title, ${e.studentId} as student_id,
        ${s.firstNameTh} as first_name_th, ${s.lastNameTh} as last_name_th
      from ${openings} ${o}
      left join ${enrollments} ${e} on ${e.assignedOpeningId} = ${o.openingId} and ${e.sessionId} = ${sessionId}
        and ${e.status} = 'MATCHING_SUCCESS' and ${e.matchedRound} = ${round}
      left join ${students} ${s} on ${s.studentId} = ${e.studentId}
      where ${o.sessionId} = ${sessionId}
        and (${e.studentId} is not null or exists (select 1 from ${applications} ${a} where ${a.openingId} = ${o.openingId} and ${a.round} = ${round}))
      order by ${o.companyId}, ${o.openingId}, ${e.studentId}`,
  );
  const byCompany = new Map<number, Map<number, { title: string; names: string[] }>>();
  for (const row of companyRows) {
    const openingsOfCompany = byCompany.get(row.company_id) ?? new Map<number, { title: string; names: string[] }>();
    const opening = openingsOfCompany.get(row.opening_id) ?? { title: row.opening_title, names: [] };
    if (row.student_id)
      opening.names.push(`${[row.first_name_th, row.last_name_th].filter(Boolean).join(' ') || row.student_id} (${row.student_id})`);
    openingsOfCompany.set(row.opening_id, opening);
    byCompany.set(row.company_id, openingsOfCompany);
  }
  const users = await companyUsersOf({ db, companyIds: [...byCompany.keys()] });
  for (const [companyId, openingsOfCompany] of byCompany) {
    const lines = [`ผลการจับคู่ของ ${scope}:`];
    for (const opening of openingsOfCompany.values()) {
      lines.push(
        '',
        `${opening.title}: ${opening.names.length > 0 ? `${opening.names.length} คน` : 'ไม่มีผู้ได้รับการจับคู่'}`,
        ...opening.names.map((name) => `- ${name}`),
      );
    }
    const [firstOpeningId] = openingsOfCompany.keys();
    for (const platformUid of users.get(companyId) ?? []) {
      drafts.push({
        recipientRole: 'company_user',
        recipientId: platformUid,
        kind: 'COMPANY_RESULTS',
        eventKey: `results:s${sessionId}:r${round}`,
        title: `ประกาศผลการจับคู่: ${scope}`,
        body: lines.join('\n'),
        linkPath:
          openingsOfCompany.size === 1 ? `/applicant/${firstOpeningId}/session/${sessionId}/result` : `/applicant?sessionId=${sessionId}`,
      });
    }
  }
  return recordNotifications({ db, now, drafts });
}
