import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import {
  companies,
  enrollments,
  evaluationForms,
  evaluationRequests,
  openings,
  placementDetails,
  rounds,
  sessionGroups,
  sessions,
  students,
} from '@/db/schema';
import {
  DEFAULT_EVALUATION_FORMS,
  EVALUATION_KINDS,
  evaluationStateOf,
  type EvaluationKind,
  type EvaluationRowView,
} from '@/lib/evaluations';

type RawRow = {
  request_id: number | null;
  session_id: number;
  student_id: string;
  student_name: string;
  opening_id: number;
  opening_title: string;
  company_id: number;
  company_name: string;
  kind: EvaluationKind;
  mentor_name: string | null;
  mentor_email: string | null;
  request_mentor_email: string | null;
  computed_due: Date | string | null;
  due_date: Date | string | null;
  sent_at: Date | string | null;
  send_count: number | null;
  last_reminder_at: Date | string | null;
  token_expires_at: Date | string | null;
  submitted_at: Date | string | null;
  score: string | number | null;
  released_at: Date | string | null;
  is_announced: boolean;
  is_ended: boolean;
  total: number;
};

/** The row's state in SQL, as evaluationStateOf reads it, for the filter. */
export const stateSql = (at: string) => sql`case when r.submitted_at is not null then 'SUBMITTED'
  when r.request_id is not null and r.due_date < ${at}::timestamptz then 'OVERDUE'
  when r.sent_at is not null then 'DUE' else 'NOT_DUE' end`;

/**
 * Every placement (a MATCHING_SUCCESS enrollment with its opening) times every form kind, with its request when
 * one exists. A kind whose group has no stored form counts its due date from the default form. `where` may name the
 * aliases e (enrollment), pd (details), st, o, c, k (kind), r (request). One statement, a page at a time.
 */
export async function selectEvaluationRows({
  db,
  now,
  where,
  limit,
  offset = 0,
}: {
  db: Executor;
  now: Date;
  where: SQL;
  limit?: number;
  offset?: number;
}): Promise<{ rows: EvaluationRowView[]; total: number; placements: Map<string, { isAnnounced: boolean; isEnded: boolean }> }> {
  const at = now.toISOString();
  const kinds = EVALUATION_KINDS;
  const raw = await rowsOf<RawRow>(
    db,
    sql`select r.request_id, e.session_id, e.student_id,
        coalesce(nullif(trim(concat_ws(' ', st.first_name_th, st.last_name_th)), ''), st.student_id) as student_name,
        o.opening_id, o.title as opening_title, c.company_id, c.company_name_th as company_name, k.kind,
        pd.mentor_name, pd.mentor_email, r.mentor_email as request_mentor_email,
        ((((case coalesce(f.due_basis::text, k.due_basis) when 'START_DATE' then pd.start_date else pd.end_date end)
          + coalesce(f.due_offset_days, k.due_offset_days))::timestamp + interval '23 hours 59 minutes') at time zone 'Asia/Bangkok') as computed_due,
        r.due_date, r.sent_at, r.send_count, r.last_reminder_at, r.token_expires_at, r.submitted_at, r.score, r.released_at,
        (e.matched_round < g.current_round or rd.result_announcement_date <= ${at}::timestamptz) as is_announced,
        (pd.ended_at is not null) as is_ended,
        count(*) over ()::int as total
      from ${enrollments} e
      join ${sessions} s on s.session_id = e.session_id
      join ${sessionGroups} g on g.session_group_id = s.session_group_id
      join ${rounds} rd on rd.session_group_id = s.session_group_id and rd.round = e.matched_round
      join ${students} st on st.student_id = e.student_id
      join ${openings} o on o.opening_id = e.assigned_opening_id
      join ${companies} c on c.company_id = o.company_id
      cross join unnest(${`{${kinds.join(',')}}`}::text[], ${`{${kinds.map((kind) => DEFAULT_EVALUATION_FORMS[kind].dueBasis).join(',')}}`}::text[],
        ${`{${kinds.map((kind) => DEFAULT_EVALUATION_FORMS[kind].dueOffsetDays).join(',')}}`}::int[]) as k(kind, due_basis, due_offset_days)
      left join ${placementDetails} pd on pd.session_id = e.session_id and pd.student_id = e.student_id and pd.opening_id = e.assigned_opening_id
      left join ${evaluationForms} f on f.session_group_id = s.session_group_id and f.kind::text = k.kind
      left join ${evaluationRequests} r on r.session_id = e.session_id and r.student_id = e.student_id and r.opening_id = e.assigned_opening_id
        and r.form_id = f.form_id
      where e.status = 'MATCHING_SUCCESS' and e.assigned_opening_id is not null and ${where}
      order by e.student_id, k.kind desc
      ${limit === undefined ? sql`` : sql`limit ${limit} offset ${offset}`}`,
  );
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  const placements = new Map<string, { isAnnounced: boolean; isEnded: boolean }>();
  const rows = raw.map((row): EvaluationRowView => {
    placements.set(row.student_id, { isAnnounced: row.is_announced, isEnded: row.is_ended });
    const request = row.request_id === null ? null : { sentAt: row.sent_at, dueDate: row.due_date!, submittedAt: row.submitted_at };
    return {
      requestId: row.request_id === null ? null : Number(row.request_id),
      sessionId: Number(row.session_id),
      studentId: row.student_id,
      studentName: row.student_name,
      openingId: Number(row.opening_id),
      openingTitle: row.opening_title,
      companyId: Number(row.company_id),
      companyName: row.company_name,
      kind: row.kind,
      state: evaluationStateOf(request, now),
      mentorName: row.mentor_name,
      mentorEmail: row.mentor_email,
      dueDate: iso(row.due_date ?? row.computed_due),
      sentAt: iso(row.sent_at),
      sendCount: Number(row.send_count ?? 0),
      lastReminderAt: iso(row.last_reminder_at),
      tokenExpiresAt: iso(row.token_expires_at),
      submittedAt: iso(row.submitted_at),
      score: row.score === null ? null : Number(row.score),
      releasedAt: iso(row.released_at),
      isMentorEmailChanged:
        row.request_id !== null && row.submitted_at === null && (row.request_mentor_email ?? '') !== (row.mentor_email ?? ''),
    };
  });
  return { rows, total: raw[0] ? Number(raw[0].total) : 0, placements };
}
