import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { Locale } from '@/i18n/locales';
import { companies, openings, rounds, sessions, studentRankingSubmissionItems } from '@/db/schema';
import { translatorFor } from '@/i18n/translator';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import { isWindowOpen } from '@/server/deadlines';
import { recordNotifications } from './record-notifications';

export type StudentRankingChange = {
  submissionId: number;
  sessionId: number;
  round: number;
  studentId: string;
  action: 'SUBMIT' | 'REORDER' | 'CANCEL' | 'UNSUBMIT';
};

type RankingLine = { position: number; title: string; companyNameTh: string; companyNameEn: string | null };

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
          'title', ${openings.title}, 'companyNameTh', ${companies.companyNameTh}, 'companyNameEn', ${companies.companyNameEn}) order by ${studentRankingSubmissionItems.position})
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
  // In the student's language (accounts.locale), read when the row is written.
  const text = (locale: Locale) => {
    const t = translatorFor({ locale, namespace: 'StudentRankingNotice' });
    const { formatDateTime } = datesFor(locale);
    const headline = t(`headline.${action}`);
    const scope = t('scope', { session: session.title, round: String(round) });
    const lines = [t('first', { headline, scope, at: formatDateTime(now) })];
    if (action === 'UNSUBMIT') {
      lines.push(t('unsubmitted'));
      if (session.studentRankingDeadline && isWindowOpen({ closesAt: session.studentRankingDeadline, now })) {
        lines.push(t('submitAgain', { deadline: formatDateTime(session.studentRankingDeadline) }));
      }
    } else if (items.length > 0) {
      lines.push(
        '',
        t('listHeading'),
        ...items.map((item) => `${item.position}. ${item.title} – ${nameIn({ locale, th: item.companyNameTh, en: item.companyNameEn })}`),
      );
    } else {
      lines.push('', t('noApplications'));
    }
    return { title: t('title', { headline, scope }), body: lines.join('\n') };
  };
  await recordNotifications({
    db,
    now,
    drafts: [
      {
        recipientRole: 'student',
        recipientId: studentId,
        kind: action === 'UNSUBMIT' ? 'STUDENT_RANKING_UNSUBMITTED' : 'STUDENT_RANKING_RECEIPT',
        eventKey: `student-ranking:submission:${submissionId}`,
        text,
        linkPath: `/ranking?sessionId=${sessionId}`,
      },
    ],
  });
}
