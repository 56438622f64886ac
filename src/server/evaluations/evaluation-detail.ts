import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import { companies, evaluationForms, evaluationRequests, openings, placementDetails, students } from '@/db/schema';
import {
  evaluationDetailView,
  evaluationStateOf,
  type EvaluationAnswers,
  type EvaluationDetailView,
  type EvaluationKind,
  type EvaluationSection,
} from '@/lib/evaluations';

type RawDetail = {
  request_id: number;
  session_id: number;
  student_id: string;
  opening_id: number;
  kind: EvaluationKind;
  student_name: string;
  company_name: string;
  company_name_en: string | null;
  opening_title: string;
  mentor_name: string | null;
  title_th: string;
  title_en: string;
  sections: EvaluationSection[] | string;
  due_date: Date | string;
  sent_at: Date | string | null;
  submitted_at: Date | string | null;
  answers: EvaluationAnswers | string | null;
  score: string | number | null;
  released_at: Date | string | null;
  token_expires_at: Date | string | null;
  send_count: number;
  mentor_email: string | null;
};

export type EvaluationDetail = EvaluationDetailView & {
  sessionId: number;
  openingId: number;
  sendCount: number;
  tokenExpiresAt: Date | null;
  mentorEmail: string | null;
};

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Requests with their form and the placement's names; `where` names the request as r. */
export async function selectEvaluationDetails({ db, now, where }: { db: Executor; now: Date; where: SQL }): Promise<EvaluationDetail[]> {
  const rows = await rowsOf<RawDetail>(
    db,
    sql`select r.request_id, r.session_id, r.student_id, r.opening_id, f.kind,
        coalesce(nullif(trim(concat_ws(' ', st.first_name_th, st.last_name_th)), ''), st.student_id) as student_name,
        c.company_name_th as company_name, c.company_name_en, o.title as opening_title, pd.mentor_name, f.title_th, f.title_en, f.sections,
        r.due_date, r.sent_at, r.submitted_at, r.answers, r.score, r.released_at, r.token_expires_at, r.send_count, r.mentor_email
      from ${evaluationRequests} r
      join ${evaluationForms} f on f.form_id = r.form_id
      join ${students} st on st.student_id = r.student_id
      join ${openings} o on o.opening_id = r.opening_id
      join ${companies} c on c.company_id = o.company_id
      left join ${placementDetails} pd on pd.session_id = r.session_id and pd.student_id = r.student_id and pd.opening_id = r.opening_id
      where ${where}
      order by r.student_id, f.kind desc`,
  );
  return rows.map((row) => ({
    requestId: Number(row.request_id),
    sessionId: Number(row.session_id),
    openingId: Number(row.opening_id),
    kind: row.kind,
    state: evaluationStateOf({ sentAt: row.sent_at, dueDate: row.due_date, submittedAt: row.submitted_at }, now),
    studentId: row.student_id,
    studentName: row.student_name,
    companyName: row.company_name,
    companyNameEn: row.company_name_en,
    openingTitle: row.opening_title,
    mentorName: row.mentor_name,
    titleTh: row.title_th,
    titleEn: row.title_en,
    sections: json(row.sections),
    dueDate: new Date(row.due_date).toISOString(),
    submittedAt: iso(row.submitted_at),
    answers: row.answers === null ? null : json(row.answers),
    score: row.score === null ? null : Number(row.score),
    releasedAt: iso(row.released_at),
    sendCount: Number(row.send_count),
    tokenExpiresAt: row.token_expires_at === null ? null : new Date(row.token_expires_at),
    mentorEmail: row.mentor_email,
  }));
}

/** The view as the browser receives it: without the request's internals. */
export function detailViewOf(detail: EvaluationDetail): EvaluationDetailView {
  return evaluationDetailView.strip().parse(detail);
}
