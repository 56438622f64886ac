import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import { applications, companies, enrollments, openings, students } from '@/db/schema';
import type { Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { nameIn, personNameIn } from '@/lib/names';
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
  company_name_en: string | null;
};
type CompanyResultRow = {
  company_id: number;
  opening_id: number;
  opening_title: string;
  student_id: string | null;
  first_name_th: string | null;
  last_name_th: string | null;
  first_name_en: string | null;
  last_name_en: string | null;
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
  // In each recipient's language (accounts.locale), read when the rows are written.
  const wordsIn = (locale: Locale) => {
    const t = translatorFor({ locale, namespace: 'RoundResultNotice' });
    return { t, scope: t('scope', { session: sessionTitle, round: String(round) }) };
  };
  const unmatched = (locale: Locale) => {
    const { t, scope } = wordsIn(locale);
    return { title: t('unmatchedTitle', { scope }), body: hasNextRound ? t('unmatchedNextRound') : t('unmatchedLastRound') };
  };
  const studentRows = await rowsOf<StudentResultRow>(
    db,
    sql`select ${e.studentId} as student_id, ${e.status} as status, ${o.openingId} as opening_id, ${o.title} as opening_title,
        ${c.companyNameTh} as company_name_th, ${c.companyNameEn} as company_name_en
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
      text: isMatched
        ? (locale: Locale) => {
            const { t, scope } = wordsIn(locale);
            const opening = String(row.opening_title);
            // The company's name as the old text had it: "null" when the opening is gone, never in practice.
            const company =
              row.company_name_th === null ? String(null) : nameIn({ locale, th: row.company_name_th, en: row.company_name_en });
            return { title: t('matchedTitle', { scope, opening }), body: t('matchedBody', { opening, company }) };
          }
        : unmatched,
      linkPath: `/ranking?sessionId=${sessionId}`,
    };
  });

  const companyRows = await rowsOf<CompanyResultRow>(
    db,
    sql`select ${o.companyId} as company_id, ${o.openingId} as opening_id, ${o.title} as opening_title, ${e.studentId} as student_id,
        ${s.firstNameTh} as first_name_th, ${s.lastNameTh} as last_name_th, ${s.firstNameEn} as first_name_en, ${s.lastNameEn} as last_name_en
      from ${openings} ${o}
      left join ${enrollments} ${e} on ${e.assignedOpeningId} = ${o.openingId} and ${e.sessionId} = ${sessionId}
        and ${e.status} = 'MATCHING_SUCCESS' and ${e.matchedRound} = ${round}
      left join ${students} ${s} on ${s.studentId} = ${e.studentId}
      where ${o.sessionId} = ${sessionId}
        and (${e.studentId} is not null or exists (select 1 from ${applications} ${a} where ${a.openingId} = ${o.openingId} and ${a.round} = ${round}))
      order by ${o.companyId}, ${o.openingId}, ${e.studentId}`,
  );
  type Matched = {
    studentId: string;
    th: { firstName: string | null; lastName: string | null };
    en: { firstName: string | null; lastName: string | null };
  };
  const byCompany = new Map<number, Map<number, { title: string; names: Matched[] }>>();
  for (const row of companyRows) {
    const openingsOfCompany = byCompany.get(row.company_id) ?? new Map<number, { title: string; names: Matched[] }>();
    const opening = openingsOfCompany.get(row.opening_id) ?? { title: row.opening_title, names: [] };
    if (row.student_id)
      opening.names.push({
        studentId: row.student_id,
        th: { firstName: row.first_name_th, lastName: row.last_name_th },
        en: { firstName: row.first_name_en, lastName: row.last_name_en },
      });
    openingsOfCompany.set(row.opening_id, opening);
    byCompany.set(row.company_id, openingsOfCompany);
  }
  const users = await companyUsersOf({ db, companyIds: [...byCompany.keys()] });
  for (const [companyId, openingsOfCompany] of byCompany) {
    const results = (locale: Locale) => {
      const { t, scope } = wordsIn(locale);
      const lines = [t('companyHeading', { scope })];
      for (const opening of openingsOfCompany.values()) {
        lines.push(
          '',
          opening.names.length > 0
            ? t('openingCount', { opening: opening.title, count: String(opening.names.length) })
            : t('openingNone', { opening: opening.title }),
          ...opening.names.map((name) => `- ${personNameIn({ locale, th: name.th, en: name.en }) || name.studentId} (${name.studentId})`),
        );
      }
      return { title: t('companyTitle', { scope }), body: lines.join('\n') };
    };
    const [firstOpeningId] = openingsOfCompany.keys();
    for (const platformUid of users.get(companyId) ?? []) {
      drafts.push({
        recipientRole: 'company_user',
        recipientId: platformUid,
        kind: 'COMPANY_RESULTS',
        eventKey: `results:s${sessionId}:r${round}`,
        text: results,
        linkPath:
          openingsOfCompany.size === 1 ? `/applicant/${firstOpeningId}/session/${sessionId}/result` : `/applicant?sessionId=${sessionId}`,
      });
    }
  }
  return recordNotifications({ db, now, drafts });
}
