import { notifyLapsedOffers } from './notify-lapsed-offers';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import { applications, openings, rounds, sessionGroups, sessions } from '@/db/schema';
import type { Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { datesFor } from '@/lib/dates';
import { sendDueAnnouncements } from '@/server/announcements';
import { studentsAwaitingRankingSql } from '@/server/audiences';
import type { SystemContext } from '@/server/context';
import { announceRoundResults } from './announce-round-results';
import { notifyAgreementReminders } from './notify-agreement-reminders';
import { notifyInterviewReminders } from './notify-interview-reminders';
import { notifyMentorEvaluations } from './notify-mentor-evaluations';
import { companyUsersOf } from './recipients';
import { recordNotifications, type NotificationDraft } from './record-notifications';

const HOUR = 60 * 60 * 1000;

const g = alias(sessionGroups, 'g');
const r = alias(rounds, 'r');
const nr = alias(rounds, 'nr');
const s = alias(sessions, 's');
const o = alias(openings, 'o');
const a = alias(applications, 'a');
/** The reminders before each ranking deadline, latest first: a tick inside the 6 h window sends the 6 h one only. */
export const REMINDER_HOURS = [6, 48] as const;

type SessionRoundRow = {
  session_id: number;
  title: string;
  is_matching_initiated: boolean;
  round: number;
  opening_announcement_date: Date;
  student_ranking_deadline: Date;
  application_announcement_date: Date;
  company_ranking_deadline: Date;
  result_announcement_date: Date;
  has_next_round: boolean;
};

export type ScheduleOutcome = { written: number };

/**
 * The scheduler's tick: writes the date-based notifications that are due at `now` for the current round of every
 * session group. Any instance may run it at any time, as often as it likes: every event has its idempotency key,
 * so two ticks at once or a tick after a restart write nothing twice. Each event is told only inside its window
 * (openings: until the student deadline; applications: until the company deadline; a reminder: in the hours before
 * its deadline; an interview reminder: the day before the interview), so a server that was down does not send stale news, and reminders go only to those who have not acted.
 */
export async function runNotificationSchedule({ ctx }: { ctx: SystemContext }): Promise<ScheduleOutcome> {
  const { db, now } = ctx;
  const sessionRounds = await rowsOf<SessionRoundRow>(
    db,
    sql`select ${s.sessionId} as session_id, ${s.title} as title, ${s.isMatchingInitiated} as is_matching_initiated, ${r.round} as round,
        ${r.openingAnnouncementDate} as opening_announcement_date, ${r.studentRankingDeadline} as student_ranking_deadline,
        ${r.applicationAnnouncementDate} as application_announcement_date, ${r.companyRankingDeadline} as company_ranking_deadline,
        ${r.resultAnnouncementDate} as result_announcement_date,
        exists (select 1 from ${rounds} ${nr} where ${nr.sessionGroupId} = ${g.sessionGroupId} and ${nr.round} = ${g.currentRound} + 1) as has_next_round
      from ${sessionGroups} ${g}
      join ${rounds} ${r} on ${r.sessionGroupId} = ${g.sessionGroupId} and ${r.round} = ${g.currentRound}
      join ${sessions} ${s} on ${s.sessionGroupId} = ${g.sessionGroupId}
      where ${r.openingAnnouncementDate} <= ${now.toISOString()}::timestamptz
      order by ${s.sessionId}`,
  );
  let written = 0;
  for (const row of sessionRounds) {
    const session = { ...row, ...datesOf(row) };
    // One transaction per session: its notifications appear together, and a failure leaves the others written.
    written += await db.transaction(async (tx) => {
      let count = 0;
      count += await studentEvents(tx, session, now);
      count += await companyEvents(tx, session, now);
      if (session.is_matching_initiated && session.result_announcement_date <= now) {
        count += await announceRoundResults({
          db: tx,
          now,
          sessionId: session.session_id,
          sessionTitle: session.title,
          round: session.round,
          hasNextRound: session.has_next_round,
        });
      }
      return count;
    });
  }
  written += await db.transaction((tx) => notifyLapsedOffers({ db: tx, now }));
  written += await db.transaction((tx) => notifyInterviewReminders({ db: tx, now }));
  written += await db.transaction((tx) => notifyAgreementReminders({ db: tx, now }));
  written += await db.transaction((tx) => notifyMentorEvaluations({ db: tx, now }));
  // The office's announcements due by now, each sent once whichever instance ticks (docs/announcements.md).
  written += (await sendDueAnnouncements({ ctx })).written;
  return { written };
}

function datesOf(row: SessionRoundRow) {
  const date = (value: Date | string) => new Date(value);
  return {
    opening_announcement_date: date(row.opening_announcement_date),
    student_ranking_deadline: date(row.student_ranking_deadline),
    application_announcement_date: date(row.application_announcement_date),
    company_ranking_deadline: date(row.company_ranking_deadline),
    result_announcement_date: date(row.result_announcement_date),
  };
}

/** The reminder due at `now` before `deadline`, if any: the latest window `now` is in. */
export function dueReminderHours(deadline: Date, now: Date): number | null {
  if (now >= deadline) return null;
  return REMINDER_HOURS.find((hours) => deadline.getTime() - hours * HOUR <= now.getTime()) ?? null;
}

/** Students who have still to act in the session: enrolled, not matched, no ranking submitted this round. */
async function studentsAwaitingRanking(db: Executor, sessionId: number): Promise<string[]> {
  const rows = await rowsOf<{ student_id: string }>(db, sql`${studentsAwaitingRankingSql(sessionId)} order by 1`);
  return rows.map((row) => row.student_id);
}

async function studentEvents(db: Executor, session: SessionRoundRow, now: Date): Promise<number> {
  const deadline = session.student_ranking_deadline;
  if (now >= deadline) return 0;
  // In each student's language (accounts.locale): one text per language for the whole cohort.
  const wordsIn = (locale: Locale) => {
    const t = translatorFor({ locale, namespace: 'ScheduleNotice' });
    return {
      t,
      scope: t('scope', { session: session.title, round: String(session.round) }),
      at: datesFor(locale).formatDateTime(deadline),
    };
  };
  const announced = (locale: Locale) => {
    const { t, scope, at } = wordsIn(locale);
    return {
      title: t('openingsTitle', { scope }),
      body: [t('openingsAnnounced', { scope }), t('openingsChoose', { deadline: at }), t('openingsWarning')].join('\n'),
    };
  };
  const awaiting = await studentsAwaitingRanking(db, session.session_id);
  const linkPath = `/ranking?sessionId=${session.session_id}`;
  const drafts: NotificationDraft[] = awaiting.map((studentId) => ({
    recipientRole: 'student',
    recipientId: studentId,
    kind: 'OPENINGS_ANNOUNCED',
    eventKey: `openings-announced:s${session.session_id}:r${session.round}`,
    text: announced,
    linkPath,
  }));
  const hours = dueReminderHours(deadline, now);
  if (hours !== null) {
    const reminder = (locale: Locale) => {
      const { t, scope, at } = wordsIn(locale);
      return {
        title: t('studentReminderTitle', { hours: String(hours), scope }),
        body: [t('studentReminderNotSubmitted', { scope }), t('deadline', { deadline: at }), t('studentReminderDraft')].join('\n'),
      };
    };
    for (const studentId of awaiting) {
      drafts.push({
        recipientRole: 'student',
        recipientId: studentId,
        kind: 'STUDENT_RANKING_REMINDER',
        eventKey: `student-ranking-reminder-${hours}h:s${session.session_id}:r${session.round}`,
        text: reminder,
        linkPath,
      });
    }
  }
  return recordNotifications({ db, now, drafts });
}

type OpeningCountRow = { company_id: number; opening_id: number; title: string; status: string; application_count: number };

async function companyEvents(db: Executor, session: SessionRoundRow, now: Date): Promise<number> {
  const deadline = session.company_ranking_deadline;
  if (now < session.application_announcement_date || now >= deadline) return 0;
  const wordsIn = (locale: Locale) => {
    const t = translatorFor({ locale, namespace: 'ScheduleNotice' });
    return {
      t,
      scope: t('scope', { session: session.title, round: String(session.round) }),
      at: datesFor(locale).formatDateTime(deadline),
    };
  };
  const openingRows = await rowsOf<OpeningCountRow>(
    db,
    sql`select ${o.companyId} as company_id, ${o.openingId} as opening_id, ${o.title} as title, ${o.status} as status,
        count(${a.applicationId})::int as application_count
      from ${openings} ${o} join ${applications} ${a} on ${a.openingId} = ${o.openingId} and ${a.round} = ${session.round} and ${a.status} = 'ACTIVE'
      where ${o.sessionId} = ${session.session_id} and ${o.status} in ('PUBLISHED', 'RANKING_SUBMITTED')
      group by ${o.companyId}, ${o.openingId}, ${o.title}, ${o.status}
      order by ${o.companyId}, ${o.openingId}`,
  );
  const users = await companyUsersOf({ db, companyIds: openingRows.map((row) => row.company_id) });
  const drafts: NotificationDraft[] = [];
  const byCompany = new Map<number, OpeningCountRow[]>();
  for (const row of openingRows) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row]);
  for (const [companyId, rows] of byCompany) {
    const announced = (locale: Locale) => {
      const { t, scope, at } = wordsIn(locale);
      return {
        title: t('applicationsTitle', { scope }),
        body: [
          t('applicationsAnnounced', { scope }),
          ...rows.map((row) => t('applicationsLine', { opening: row.title, count: String(row.application_count) })),
          t('applicationsRank', { deadline: at }),
        ].join('\n'),
      };
    };
    for (const platformUid of users.get(companyId) ?? []) {
      drafts.push({
        recipientRole: 'company_user',
        recipientId: platformUid,
        kind: 'APPLICATIONS_ANNOUNCED',
        eventKey: `applications-announced:s${session.session_id}:r${session.round}`,
        text: announced,
        linkPath: `/applicant?sessionId=${session.session_id}`,
      });
    }
  }
  const hours = dueReminderHours(deadline, now);
  if (hours !== null) {
    for (const row of openingRows.filter((opening) => opening.status === 'PUBLISHED')) {
      const reminder = (locale: Locale) => {
        const { t, scope, at } = wordsIn(locale);
        return {
          title: t('companyReminderTitle', { hours: String(hours), opening: row.title }),
          body: [
            t('companyReminderBody', { opening: row.title, scope, count: String(row.application_count) }),
            t('deadline', { deadline: at }),
            t('companyReminderWarning'),
          ].join('\n'),
        };
      };
      for (const platformUid of users.get(row.company_id) ?? []) {
        drafts.push({
          recipientRole: 'company_user',
          recipientId: platformUid,
          kind: 'COMPANY_RANKING_REMINDER',
          eventKey: `company-ranking-reminder-${hours}h:s${session.session_id}:r${session.round}:o${row.opening_id}`,
          text: reminder,
          linkPath: `/applicant/${row.opening_id}/session/${session.session_id}/ranking`,
        });
      }
    }
  }
  return recordNotifications({ db, now, drafts });
}
