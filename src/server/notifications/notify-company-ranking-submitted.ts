import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { applications, companyRankingSubmissionItems, openings, sessions, students } from '@/db/schema';
import type { Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { datesFor } from '@/lib/dates';
import { personNameIn } from '@/lib/names';
import { companyUsersOf } from './recipients';
import { recordNotifications } from './record-notifications';

/** The receipt of a company's ranking of one opening, to every active user of the company, keyed by the submission. */
export async function notifyCompanyRankingSubmitted({
  db,
  now,
  submissionId,
  openingId,
  round,
}: {
  db: Executor;
  now: Date;
  submissionId: number;
  openingId: number;
  round: number;
}): Promise<void> {
  const [opening] = await db
    .select({ title: openings.title, companyId: openings.companyId, sessionId: openings.sessionId, sessionTitle: sessions.title })
    .from(openings)
    .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
    .where(eq(openings.openingId, openingId));
  if (!opening) return;
  const items = await db
    .select({
      position: companyRankingSubmissionItems.position,
      studentId: students.studentId,
      firstNameTh: students.firstNameTh,
      lastNameTh: students.lastNameTh,
      firstNameEn: students.firstNameEn,
      lastNameEn: students.lastNameEn,
    })
    .from(companyRankingSubmissionItems)
    .innerJoin(applications, eq(applications.applicationId, companyRankingSubmissionItems.applicationId))
    .innerJoin(students, eq(students.studentId, applications.studentId))
    .where(and(eq(companyRankingSubmissionItems.submissionId, submissionId), isNotNull(companyRankingSubmissionItems.position)))
    .orderBy(asc(companyRankingSubmissionItems.position));
  const [{ total }] = await db
    .select({ total: count() })
    .from(companyRankingSubmissionItems)
    .where(eq(companyRankingSubmissionItems.submissionId, submissionId));
  // In each company user's language (accounts.locale), read when the rows are written.
  const text = (locale: Locale) => {
    const t = translatorFor({ locale, namespace: 'CompanyRankingNotice' });
    const scope = t('scope', { opening: opening.title, session: opening.sessionTitle, round: String(round) });
    const lines = [
      t('received', { scope, at: datesFor(locale).formatDateTime(now) }),
      t('counts', { chosen: String(items.length), declined: String(total - items.length) }),
    ];
    if (items.length > 0) {
      lines.push(
        '',
        t('listHeading'),
        ...items.map((item) => {
          const name = personNameIn({
            locale,
            th: { firstName: item.firstNameTh, lastName: item.lastNameTh },
            en: { firstName: item.firstNameEn, lastName: item.lastNameEn },
          });
          return `${item.position}. ${name || item.studentId} (${item.studentId})`;
        }),
      );
    }
    return { title: t('title', { scope }), body: lines.join('\n') };
  };
  const users = (await companyUsersOf({ db, companyIds: [opening.companyId] })).get(opening.companyId) ?? [];
  await recordNotifications({
    db,
    now,
    drafts: users.map((platformUid) => ({
      recipientRole: 'company_user' as const,
      recipientId: platformUid,
      kind: 'COMPANY_RANKING_RECEIPT' as const,
      eventKey: `company-ranking:submission:${submissionId}`,
      text,
      linkPath: `/applicant/${openingId}/session/${opening.sessionId}/ranking`,
    })),
  });
}
