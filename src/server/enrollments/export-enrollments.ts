import { translatorFor } from '@/i18n/translator';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import type { EnrollmentItem } from '@/lib/enrollments';
import type { Context } from '@/server/context';
import { downloadLocale, cursorBatches, streamTableExport, type ExportFormat } from '@/server/exports';
import { joinName } from '@/lib/student-profile';
import type { EnrollmentListQuery } from './enrollment-list-query';
import { enrollmentKeysQuery, enrollmentRowsOf } from './enrollment-rows';
import { ensureSessionExists } from './ensure-session-exists';

/** GET /api/admin/sessions/{sessionId}/enrollments/export: the session's enrollments table, every page, through one cursor. */
export async function exportEnrollments({
  ctx,
  sessionId,
  query,
  format,
}: {
  ctx: Context;
  sessionId: number;
  query: Omit<EnrollmentListQuery, 'page' | 'limit'>;
  format: ExportFormat;
}): Promise<Response> {
  const locale = downloadLocale(ctx);
  const t = translatorFor({ locale, namespace: 'EnrollmentsExport' });
  const { formatDateTime } = datesFor(locale);
  const labels = translatorFor({ locale, namespace: 'Labels' });
  return streamTableExport<EnrollmentItem>({
    ctx,
    format,
    table: {
      fileName: `enrollments-session-${sessionId}`,
      thaiFileName: t('fileName', { sessionId: String(sessionId) }),
      sheetName: t('sheetName'),
      columns: [
        { header: t('studentId'), width: 14, value: (row) => row.student.studentId },
        { header: t('name'), width: 30, value: (row) => joinName(row.student.titleTh, row.student.firstNameTh, row.student.lastNameTh) },
        { header: t('admissionYear'), width: 12, value: (row) => row.student.admissionYear },
        { header: t('status'), width: 24, value: (row) => labels(`enrollmentStatus.${row.status}`) },
        { header: t('matchedRound'), width: 12, value: (row) => row.matchedRound },
        { header: t('assignedOpening'), width: 30, value: (row) => row.assignedOpening?.title ?? null },
        {
          header: t('company'),
          width: 30,
          value: (row) =>
            row.assignedOpening ? nameIn({ locale, th: row.assignedOpening.companyNameTh, en: row.assignedOpening.companyNameEn }) : null,
        },
        { header: t('enrolledAt'), width: 20, value: (row) => formatDateTime(row.enrolledAt, '') },
        { header: t('updatedAt'), width: 20, value: (row) => formatDateTime(row.updatedAt, '') },
      ],
      batches: async function* (db) {
        // The one 404 of the list, before any byte; then one cursor over the list's filter and order.
        await ensureSessionExists({ db, sessionId });
        yield* cursorBatches({
          db,
          keys: enrollmentKeysQuery({ db, sessionId, filter: query }),
          load: (studentIds: string[]) => enrollmentRowsOf({ db, sessionId, studentIds }),
        });
      },
    },
  });
}
