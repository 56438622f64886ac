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
import { isPlacement, placementAnnounced } from '@/server/placements';
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
  company_name_en: string | null;
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

const request = evaluationRequests;
const form = evaluationForms;
const details = placementDetails;

/** The row's state in SQL, as evaluationStateOf reads it, for the filter. */
export const stateSql = (at: string) => sql`case when ${request.submittedAt} is not null then 'SUBMITTED'
  when ${request.requestId} is not null and ${request.dueDate} < ${at}::timestamptz then 'OVERDUE'
  when ${request.sentAt} is not null then 'DUE' else 'NOT_DUE' end`;

/** The form kind of a row (the `kind` of the unnested kinds: a placement has one row per kind, with or without a form). */
export const rowKind = sql.raw('k.kind');

/**
 * Every placement (the placements domain's rule and announcement) times every form kind, with its request when one
 * exists. A kind whose group has no stored form counts its due date from the default form. `where` names the schema's
 * tables (enrollments, placement_details, students, openings, companies, evaluation_requests) and `rowKind`. One
 * statement, a page at a time.
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
  const kinds = EVALUATION_KINDS;
  const defaults = {
    kinds: `{${kinds.join(',')}}`,
    dueBases: `{${kinds.map((kind) => DEFAULT_EVALUATION_FORMS[kind].dueBasis).join(',')}}`,
    dueOffsets: `{${kinds.map((kind) => DEFAULT_EVALUATION_FORMS[kind].dueOffsetDays).join(',')}}`,
  };
  const raw = await rowsOf<RawRow>(
    db,
    sql`select ${request.requestId} as request_id, ${enrollments.sessionId} as session_id, ${enrollments.studentId} as student_id,
        coalesce(nullif(trim(concat_ws(' ', ${students.firstNameTh}, ${students.lastNameTh})), ''), ${students.studentId}) as student_name,
        ${openings.openingId} as opening_id, ${openings.title} as opening_title, ${companies.companyId} as company_id,
        ${companies.companyNameTh} as company_name, ${companies.companyNameEn} as company_name_en, ${rowKind} as kind,
        ${details.mentorName} as mentor_name, ${details.mentorEmail} as mentor_email, ${request.mentorEmail} as request_mentor_email,
        ((((case coalesce(${form.dueBasis}::text, k.due_basis) when 'START_DATE' then ${details.startDate} else ${details.endDate} end)
          + coalesce(${form.dueOffsetDays}, k.due_offset_days))::timestamp + interval '23 hours 59 minutes') at time zone 'Asia/Bangkok') as computed_due,
        ${request.dueDate} as due_date, ${request.sentAt} as sent_at, ${request.sendCount} as send_count,
        ${request.lastReminderAt} as last_reminder_at, ${request.tokenExpiresAt} as token_expires_at,
        ${request.submittedAt} as submitted_at, ${request.score} as score, ${request.releasedAt} as released_at,
        ${placementAnnounced(now)} as is_announced,
        (${details.endedAt} is not null) as is_ended,
        count(*) over ()::int as total
      from ${enrollments}
      join ${sessions} on ${sessions.sessionId} = ${enrollments.sessionId}
      join ${sessionGroups} on ${sessionGroups.sessionGroupId} = ${sessions.sessionGroupId}
      join ${rounds} on ${rounds.sessionGroupId} = ${sessions.sessionGroupId} and ${rounds.round} = ${enrollments.matchedRound}
      join ${students} on ${students.studentId} = ${enrollments.studentId}
      join ${openings} on ${openings.openingId} = ${enrollments.assignedOpeningId}
      join ${companies} on ${companies.companyId} = ${openings.companyId}
      cross join unnest(${defaults.kinds}::text[], ${defaults.dueBases}::text[], ${defaults.dueOffsets}::int[]) as k(kind, due_basis, due_offset_days)
      left join ${details} on ${details.sessionId} = ${enrollments.sessionId} and ${details.studentId} = ${enrollments.studentId}
        and ${details.openingId} = ${enrollments.assignedOpeningId}
      left join ${form} on ${form.sessionGroupId} = ${sessions.sessionGroupId} and ${form.kind}::text = ${rowKind}
      left join ${request} on ${request.sessionId} = ${enrollments.sessionId} and ${request.studentId} = ${enrollments.studentId}
        and ${request.openingId} = ${enrollments.assignedOpeningId} and ${request.formId} = ${form.formId}
      where ${isPlacement} and ${where}
      order by ${enrollments.studentId}, ${rowKind} desc
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
      companyNameEn: row.company_name_en,
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
