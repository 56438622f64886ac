import { studentPlacementPath, type PlacementView } from '@/lib/placements';
import type { Executor } from '@/db/client';
import { translatorFor } from '@/i18n/translator';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import { recordNotifications } from '@/server/notifications';

/**
 * Tells the student, through the outbox and in the write's transaction, that the company filled the mentor and the
 * dates of their placement. Once per match (the event key), under the student's placement notifications, in the
 * student's language (accounts.locale): the company's English name and English dates on an English notice.
 */
export async function notifyPlacementDetails({ db, now, placement }: { db: Executor; now: Date; placement: PlacementView }) {
  await recordNotifications({
    db,
    now,
    drafts: [
      {
        recipientRole: 'student',
        recipientId: placement.studentId,
        kind: 'STUDENT_PLACEMENT',
        eventKey: `placement:${placement.sessionId}:${placement.openingId}:details`,
        text: (locale) => {
          const t = translatorFor({ locale, namespace: 'PlacementNotice' });
          const { formatDate } = datesFor(locale);
          const companyName = nameIn({ locale, th: placement.companyName, en: placement.companyNameEn });
          return {
            title: t('detailsTitle', { company: companyName }),
            body: t('detailsBody', {
              opening: placement.openingTitle,
              company: companyName,
              start: formatDate(placement.startDate),
              end: formatDate(placement.endDate),
              mentor: placement.mentorName ?? '',
            }),
          };
        },
        linkPath: studentPlacementPath(placement.sessionId),
      },
    ],
  });
}
