import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import { companyUsersOf } from './recipients';
import { recordNotifications, type NotificationDraft } from './record-notifications';

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
  const students = await rowsOf<StudentResultRow>(
    db,
    sql`select e.student_id, e.status, o.opening_id, o.title as opening_title, c.company_name_th
      from enrollments e
      left join openings o on o.opening_id = e.assigned_opening_id
      left join companies c on c.company_id = o.company_id
      where e.session_id = ${sessionId}
        and ((e.status = 'MATCHING_SUCCESS' and e.matched_round = ${round}) or e.status = 'MATCHING_FAILED')`,
  );
  const drafts: NotificationDraft[] = students.map((row) => {
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
    sql`select o.company_id, o.opening_id, o.title as opening_title, e.student_id, s.first_name_th, s.last_name_th
      from openings o
      left join enrollments e on e.assigned_opening_id = o.opening_id and e.session_id = ${sessionId} and e.status = 'MATCHING_SUCCESS' and e.matched_round = ${round}
      left join students s on s.student_id = e.student_id
      where o.session_id = ${sessionId}
        and (e.student_id is not null or exists (select 1 from applications a where a.opening_id = o.opening_id and a.round = ${round}))
      order by o.company_id, o.opening_id, e.student_id`,
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
