import { sql } from 'drizzle-orm';
import { arrayLiteral } from '@/db/array-literal';
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
import type { Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { datesFor } from '@/lib/dates';
import {
  DEFAULT_EVALUATION_FORMS,
  EVALUATION_KINDS,
  EVALUATION_REMINDER_DAYS_BEFORE_DUE,
  EVALUATION_REMINDER_EVERY_DAYS_AFTER_DUE,
  EVALUATION_SEND_DAYS_BEFORE_DUE,
  type EvaluationKind,
} from '@/lib/evaluations';
import { nameIn, personNameIn } from '@/lib/names';
import { evaluationLinkToken, evaluationTokenHash, MENTOR_LINK_PATH, mentorRecipientId } from './evaluation-link';
import { recordNotifications, type NotificationDraft } from './record-notifications';

/** What a mentor's mail names: the student, where they work (each in Thai and in English), the form and its due date. */
export type MentorMailSubject = {
  requestId: number;
  sendCount: number;
  kind: EvaluationKind;
  studentName: string;
  /** The student's English name, else the Thai one. */
  studentNameEn: string;
  companyName: string;
  /** The company's English name, else the Thai one. */
  companyNameEn: string;
  openingTitle: string;
  dueDate: Date;
  tokenExpiresAt: Date;
};

/** The mail carrying a new link (first send or re-send): one per link issued, whatever ticks run. */
export function mentorLinkDraft(subject: MentorMailSubject): NotificationDraft {
  return mentorDraft(subject, `mentor-evaluation-link:r${subject.requestId}:n${subject.sendCount}`, false);
}

/**
 * A mentor has no account and so no language (docs/languages.md): the mail says everything in Thai, then in English,
 * each part with the names and dates of its language; the subject is the Thai title, then the English one.
 */
function mentorDraft(subject: MentorMailSubject, eventKey: string, isReminder: boolean): NotificationDraft {
  const partIn = (locale: Locale) => {
    const t = translatorFor({ locale, namespace: 'MentorEvaluationNotice' });
    const { formatDate } = datesFor(locale);
    const student = locale === 'en' ? subject.studentNameEn : subject.studentName;
    const company = locale === 'en' ? subject.companyNameEn : subject.companyName;
    const kind = subject.kind;
    return {
      title: t(isReminder ? 'reminderTitle' : 'title', { kind, student }),
      body: [
        t('greeting', { student, opening: subject.openingTitle, company }),
        t(isReminder ? 'reminder' : 'request', { kind }),
        t('terms', { due: formatDate(subject.dueDate), until: formatDate(subject.tokenExpiresAt) }),
      ].join('\n'),
    };
  };
  const thai = partIn('th');
  const english = partIn('en');
  return {
    recipientRole: 'mentor',
    recipientId: mentorRecipientId(subject.requestId),
    kind: 'MENTOR_EVALUATION',
    eventKey,
    title: `${thai.title} / ${english.title}`,
    // A blank line between the languages: two paragraphs in the HTML mail.
    body: `${thai.body}\n\n${english.body}`,
    linkPath: MENTOR_LINK_PATH,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

type CreatedRow = {
  request_id: number;
  kind: EvaluationKind;
  student_name: string;
  first_name_th: string | null;
  last_name_th: string | null;
  first_name_en: string | null;
  last_name_en: string | null;
  company_name: string;
  company_name_en: string | null;
  opening_title: string;
  due_date: Date | string;
  token_expires_at: Date | string;
};
type ReminderRow = CreatedRow & { send_count: number; event_at: Date | string };

/**
 * The scheduler's part for the mentors' evaluations: creates each request whose due date is within a week, sends its
 * link, and writes the reminders that are due (3 days before the due date, then every 7 days after it, while not
 * submitted and the link lasts). Idempotent: the request's unique key makes its INSERT … ON CONFLICT DO NOTHING create
 * it once even with two ticks at once (the second waits on the key and inserts nothing), and a reminder is claimed by
 * the UPDATE of lastReminderAt, which a concurrent tick re-checks after the first commits. A few statements, no loop
 * of queries.
 */
export async function notifyMentorEvaluations({ db, now }: { db: Executor; now: Date }): Promise<number> {
  const at = now.toISOString();
  await ensureDefaultForms(db, at);
  const created = await rowsOf<CreatedRow>(
    db,
    sql`with eligible as (
        select ${enrollments.sessionId} as session_id, ${enrollments.studentId} as student_id, ${enrollments.assignedOpeningId} as opening_id,
          ${evaluationForms.formId} as form_id, ${evaluationForms.kind} as kind, ${evaluationForms.linkValidDays} as link_valid_days,
          ${placementDetails.mentorEmail} as mentor_email,
          (((case ${evaluationForms.dueBasis} when 'START_DATE' then ${placementDetails.startDate} else ${placementDetails.endDate} end)
            + ${evaluationForms.dueOffsetDays})::timestamp + interval '23 hours 59 minutes') at time zone 'Asia/Bangkok' as due_date
        from ${enrollments}
        join ${sessions} on ${sessions.sessionId} = ${enrollments.sessionId}
        join ${sessionGroups} on ${sessionGroups.sessionGroupId} = ${sessions.sessionGroupId}
        join ${rounds} on ${rounds.sessionGroupId} = ${sessions.sessionGroupId} and ${rounds.round} = ${enrollments.matchedRound}
        join ${placementDetails} on ${placementDetails.sessionId} = ${enrollments.sessionId} and ${placementDetails.studentId} = ${enrollments.studentId}
          and ${placementDetails.openingId} = ${enrollments.assignedOpeningId}
        join ${evaluationForms} on ${evaluationForms.sessionGroupId} = ${sessions.sessionGroupId}
        where ${enrollments.status} = 'MATCHING_SUCCESS' and ${enrollments.assignedOpeningId} is not null
          and (${enrollments.matchedRound} < ${sessionGroups.currentRound} or ${rounds.resultAnnouncementDate} <= ${at}::timestamptz)
          and ${placementDetails.endedAt} is null and coalesce(${placementDetails.mentorEmail}, '') <> ''
      ), due as (
        select * from eligible where due_date is not null
          and due_date - ${EVALUATION_SEND_DAYS_BEFORE_DUE} * interval '1 day' <= ${at}::timestamptz
          and due_date + link_valid_days * interval '1 day' > ${at}::timestamptz
      ), inserted as (
        insert into ${evaluationRequests} (session_id, student_id, opening_id, form_id, due_date, mentor_email, token_expires_at, sent_at, send_count)
        select session_id, student_id, opening_id, form_id, due_date, mentor_email, due_date + link_valid_days * interval '1 day', ${at}::timestamptz, 1
        from due
        on conflict (session_id, student_id, opening_id, form_id) do nothing
        returning request_id, session_id, student_id, opening_id, form_id, due_date, token_expires_at
      )
      select i.request_id, f.kind, coalesce(nullif(trim(concat_ws(' ', ${students.firstNameTh}, ${students.lastNameTh})), ''), ${students.studentId}) as student_name, ${students.firstNameTh} as first_name_th, ${students.lastNameTh} as last_name_th,
        ${students.firstNameEn} as first_name_en, ${students.lastNameEn} as last_name_en, ${companies.companyNameTh} as company_name, ${companies.companyNameEn} as company_name_en,
        ${openings.title} as opening_title, i.due_date, i.token_expires_at
      from inserted i
      join ${evaluationForms} f on f.form_id = i.form_id
      join ${students} on ${students.studentId} = i.student_id
      join ${openings} on ${openings.openingId} = i.opening_id
      join ${companies} on ${companies.companyId} = ${openings.companyId}
      order by i.request_id`,
  );
  if (created.length > 0) {
    const tokens = created.map((row) => evaluationTokenHash(evaluationLinkToken({ requestId: Number(row.request_id), sendCount: 1 })));
    await db.execute(sql`update ${evaluationRequests} set token_hash = t.hash
      from unnest(${arrayLiteral(created.map((row) => Number(row.request_id)))}::int[], ${arrayLiteral(tokens)}::text[]) as t(id, hash)
      where ${evaluationRequests.requestId} = t.id`);
  }
  const reminders = await claimReminders(db, at);
  const drafts: NotificationDraft[] = [
    ...created.map((row) => mentorLinkDraft(subjectOf(row, 1))),
    ...reminders.map((row) =>
      mentorDraft(
        subjectOf(row, Number(row.send_count)),
        `mentor-evaluation-reminder:r${row.request_id}:${new Date(row.event_at).getTime()}`,
        true,
      ),
    ),
  ];
  return recordNotifications({ db, now, drafts });
}

function subjectOf(row: CreatedRow, sendCount: number): MentorMailSubject {
  return {
    requestId: Number(row.request_id),
    sendCount,
    kind: row.kind,
    studentName: row.student_name,
    studentNameEn:
      personNameIn({
        locale: 'en',
        th: { firstName: row.first_name_th, lastName: row.last_name_th },
        en: { firstName: row.first_name_en, lastName: row.last_name_en },
      }) || row.student_name,
    companyName: row.company_name,
    companyNameEn: nameIn({ locale: 'en', th: row.company_name, en: row.company_name_en }),
    openingTitle: row.opening_title,
    dueDate: new Date(row.due_date),
    tokenExpiresAt: new Date(row.token_expires_at),
  };
}

/**
 * The reminders due now: the latest reminder moment (3 days before the due date, or a whole number of weeks after it)
 * that has come, after the link was sent, and not yet reminded of. Claimed by setting lastReminderAt in the same
 * statement, so of two ticks only one claims it.
 */
async function claimReminders(db: Executor, at: string): Promise<ReminderRow[]> {
  const r = evaluationRequests;
  return rowsOf<ReminderRow>(
    db,
    sql`with moments as (
        select ${r.requestId} as request_id,
          case when ${at}::timestamptz < ${r.dueDate} then ${r.dueDate} - ${EVALUATION_REMINDER_DAYS_BEFORE_DUE} * interval '1 day'
            else ${r.dueDate} + floor(extract(epoch from (${at}::timestamptz - ${r.dueDate})) / ${(EVALUATION_REMINDER_EVERY_DAYS_AFTER_DUE * DAY_MS) / 1000})
              * ${EVALUATION_REMINDER_EVERY_DAYS_AFTER_DUE} * interval '1 day' end as event_at
        from ${r}
        join ${placementDetails} on ${placementDetails.sessionId} = ${r.sessionId} and ${placementDetails.studentId} = ${r.studentId}
          and ${placementDetails.openingId} = ${r.openingId}
        where ${r.sentAt} is not null and ${r.submittedAt} is null and ${r.tokenHash} is not null
          and ${r.tokenExpiresAt} > ${at}::timestamptz and ${placementDetails.endedAt} is null
      ), claimed as (
        update ${r} set last_reminder_at = ${at}::timestamptz
        from moments m
        where ${r.requestId} = m.request_id and m.event_at <= ${at}::timestamptz and m.event_at > ${r.sentAt}
          and m.event_at <> ${r.dueDate}
          and (${r.lastReminderAt} is null or ${r.lastReminderAt} < m.event_at)
        returning ${r.requestId} as request_id, ${r.formId} as form_id, ${r.studentId} as student_id, ${r.openingId} as opening_id,
          ${r.dueDate} as due_date, ${r.tokenExpiresAt} as token_expires_at, ${r.sendCount} as send_count, m.event_at
      )
      select c.request_id, f.kind, coalesce(nullif(trim(concat_ws(' ', ${students.firstNameTh}, ${students.lastNameTh})), ''), ${students.studentId}) as student_name, ${students.firstNameTh} as first_name_th, ${students.lastNameTh} as last_name_th,
        ${students.firstNameEn} as first_name_en, ${students.lastNameEn} as last_name_en, ${companies.companyNameTh} as company_name, ${companies.companyNameEn} as company_name_en,
        ${openings.title} as opening_title, c.due_date, c.token_expires_at, c.send_count, c.event_at
      from claimed c
      join ${evaluationForms} f on f.form_id = c.form_id
      join ${students} on ${students.studentId} = c.student_id
      join ${openings} on ${openings.openingId} = c.opening_id
      join ${companies} on ${companies.companyId} = ${openings.companyId}
      order by c.request_id`,
  );
}

/**
 * A group with a placement that has a mentor's address gets the default forms stored on first use (evaluation
 * requests point at a stored form). ON CONFLICT: an admin's form or a concurrent tick's insert stays.
 */
async function ensureDefaultForms(db: Executor, at: string): Promise<void> {
  const kinds = EVALUATION_KINDS.map((kind) => ({ kind, ...DEFAULT_EVALUATION_FORMS[kind] }));
  await db.execute(sql`insert into ${evaluationForms} (session_group_id, kind, title_th, title_en, sections, due_basis, due_offset_days, link_valid_days, updated_at)
    select distinct ${sessions.sessionGroupId}, d.kind::evaluation_kind, d.title_th, d.title_en, d.sections::jsonb, d.due_basis::evaluation_due_basis,
      d.due_offset_days, d.link_valid_days, ${at}::timestamptz
    from ${placementDetails} join ${sessions} on ${sessions.sessionId} = ${placementDetails.sessionId}
    cross join unnest(${arrayLiteral(kinds.map((k) => k.kind))}::text[], ${arrayLiteral(kinds.map((k) => k.titleTh))}::text[],
      ${arrayLiteral(kinds.map((k) => k.titleEn))}::text[], ${arrayLiteral(kinds.map((k) => JSON.stringify(k.sections)))}::text[],
      ${arrayLiteral(kinds.map((k) => k.dueBasis))}::text[], ${arrayLiteral(kinds.map((k) => k.dueOffsetDays))}::int[],
      ${arrayLiteral(kinds.map((k) => k.linkValidDays))}::int[]) as d(kind, title_th, title_en, sections, due_basis, due_offset_days, link_valid_days)
    where coalesce(${placementDetails.mentorEmail}, '') <> '' and ${placementDetails.endedAt} is null
    on conflict (session_group_id, kind) do nothing`);
}
