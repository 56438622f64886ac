import { agreementStateOf } from '@/lib/agreements';
import { companyPlacementPath, studentPlacementPath } from '@/lib/placements';
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { nameIn, personNameIn } from '@/lib/names';
import { companies, enrollments, openings, placementAgreements, placementDetails, students } from '@/db/schema';
import { companyUsersOf } from './recipients';
import { recordNotifications, type NotificationDraft } from './record-notifications';

const DAY = 24 * 60 * 60 * 1000;
/** The first automatic reminder of an agreement comes this many days after sending, then one every week. */
export const FIRST_AGREEMENT_REMINDER_DAYS = 3;
export const AGREEMENT_REMINDER_EVERY_DAYS = 7;

/**
 * Reminders of agreements waiting for a signature (docs/agreements.md): to whoever must sign next (the student, then
 * the company's users), 3 days after sending and then weekly. The n-th reminder of a document is its own event key,
 * so however often the scheduler ticks each is written once. An ended placement, a scan or a check stops them.
 */
export async function notifyAgreementReminders({ db, now }: { db: Executor; now: Date }): Promise<number> {
  const rows = await db
    .select({
      sessionId: placementAgreements.sessionId,
      studentId: placementAgreements.studentId,
      openingId: placementAgreements.openingId,
      documentSha256: placementAgreements.documentSha256,
      sentAt: placementAgreements.sentAt,
      studentSignedAt: placementAgreements.studentSignedAt,
      companySignedAt: placementAgreements.companySignedAt,
      scanUploadedAt: placementAgreements.scanUploadedAt,
      checkedAt: placementAgreements.checkedAt,
      studentName: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${students.firstNameTh}, ${students.lastNameTh})), ''), ${students.studentId})`,
      firstNameTh: students.firstNameTh,
      lastNameTh: students.lastNameTh,
      firstNameEn: students.firstNameEn,
      lastNameEn: students.lastNameEn,
      openingTitle: openings.title,
      companyId: companies.companyId,
      companyName: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
    })
    .from(placementAgreements)
    // Only the current match: an undone or moved match leaves its agreement row behind, unreminded.
    .innerJoin(
      enrollments,
      and(
        eq(enrollments.sessionId, placementAgreements.sessionId),
        eq(enrollments.studentId, placementAgreements.studentId),
        eq(enrollments.assignedOpeningId, placementAgreements.openingId),
        eq(enrollments.status, 'MATCHING_SUCCESS'),
      ),
    )
    .innerJoin(students, eq(students.studentId, placementAgreements.studentId))
    .innerJoin(openings, eq(openings.openingId, placementAgreements.openingId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .leftJoin(
      placementDetails,
      and(
        eq(placementDetails.sessionId, placementAgreements.sessionId),
        eq(placementDetails.studentId, placementAgreements.studentId),
        eq(placementDetails.openingId, placementAgreements.openingId),
      ),
    )
    .where(
      and(
        isNotNull(placementAgreements.sentAt),
        lte(placementAgreements.sentAt, new Date(now.getTime() - FIRST_AGREEMENT_REMINDER_DAYS * DAY)),
        isNull(placementAgreements.scanUploadedAt),
        isNull(placementAgreements.checkedAt),
        isNull(placementDetails.endedAt),
      ),
    );
  const waiting = rows.filter((row) => ['WAITING_STUDENT', 'WAITING_COMPANY'].includes(agreementStateOf(row)));
  const users = await companyUsersOf({ db, companyIds: waiting.map((row) => row.companyId) });
  const drafts = waiting.flatMap((row): NotificationDraft[] => {
    const nth = Math.floor(
      (now.getTime() - new Date(row.sentAt!).getTime() - FIRST_AGREEMENT_REMINDER_DAYS * DAY) / (AGREEMENT_REMINDER_EVERY_DAYS * DAY),
    );
    const party = agreementStateOf(row) === 'WAITING_STUDENT' ? 'student' : 'company';
    const notice = {
      eventKey: `agreement:${row.sessionId}:${row.openingId}:${row.documentSha256?.slice(0, 16)}:auto-remind:${party}:${nth}`,
      // In the recipient's language (accounts.locale), read when the row is written.
      text: (locale: Locale) => {
        const t = translatorFor({ locale, namespace: 'AgreementReminderNotice' });
        // The Thai name as it always was; in English the English name, else the Thai one, else the id.
        const student =
          locale === 'en'
            ? personNameIn({
                locale,
                th: { firstName: row.firstNameTh, lastName: row.lastNameTh },
                en: { firstName: row.firstNameEn, lastName: row.lastNameEn },
              }) || row.studentId
            : row.studentName;
        const company = nameIn({ locale, th: row.companyName, en: row.companyNameEn });
        return { title: t('title', { student }), body: t('body', { opening: row.openingTitle, company }) };
      },
    };
    if (party === 'student')
      return [
        {
          recipientRole: 'student',
          recipientId: row.studentId,
          kind: 'STUDENT_PLACEMENT',
          ...notice,
          linkPath: studentPlacementPath(row.sessionId),
        },
      ];
    return (users.get(row.companyId) ?? []).map((platformUid) => ({
      recipientRole: 'company_user' as const,
      recipientId: platformUid,
      kind: 'COMPANY_PLACEMENT' as const,
      ...notice,
      linkPath: companyPlacementPath(row),
    }));
  });
  return recordNotifications({ db, now, drafts });
}
