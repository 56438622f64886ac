import type { Executor } from '@/db/client';
import type { Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { datesFor } from '@/lib/dates';
import { recordNotifications } from './record-notifications';

/** The admin who asked for a stored report hears that its file is ready, keyed by the file. */
export async function notifyReportReady({
  db,
  now,
  platformUid,
  fileId,
  fileName,
}: {
  db: Executor;
  now: Date;
  platformUid: string;
  fileId: number;
  fileName: string;
}): Promise<void> {
  await recordNotifications({
    db,
    now,
    drafts: [
      {
        recipientRole: 'admin',
        recipientId: platformUid,
        kind: 'REPORT_READY',
        eventKey: `report:file:${fileId}`,
        text: (locale: Locale) => {
          const t = translatorFor({ locale, namespace: 'ReportReadyNotice' });
          return { title: t('title', { fileName }), body: t('body', { fileName, at: datesFor(locale).formatDateTime(now) }) };
        },
        linkPath: '/report',
      },
    ],
  });
}
