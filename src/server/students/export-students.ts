import { translatorFor } from '@/i18n/translator';
import type { StudentSummary } from '@/lib/student-profile';
import type { Context } from '@/server/context';
import { downloadLocale, cursorBatches, streamTableExport, type ExportFormat } from '@/server/exports';
import { joinName } from '@/lib/student-profile';
import { studentKeysQuery, studentSummariesOf, type StudentListFilter } from './student-list-filter';

/** GET /api/admin/students/export: the students table under its filter and sort, every page, as CSV or .xlsx. */
export async function exportStudents({
  ctx,
  filter,
  format,
}: {
  ctx: Context;
  filter: StudentListFilter;
  format: ExportFormat;
}): Promise<Response> {
  const locale = downloadLocale(ctx);
  const t = translatorFor({ locale, namespace: 'StudentsExport' });
  return streamTableExport<StudentSummary>({
    ctx,
    format,
    table: {
      fileName: 'students',
      thaiFileName: t('fileName'),
      sheetName: t('fileName'),
      columns: [
        { header: t('studentId'), width: 14, value: (row) => row.studentId },
        { header: t('name'), width: 30, value: (row) => joinName(row.titleTh, row.firstNameTh, row.lastNameTh) },
        { header: t('nameEn'), width: 30, value: (row) => joinName(row.titleEn, row.firstNameEn, row.lastNameEn) },
        { header: t('admissionYear'), width: 12, value: (row) => row.admissionYear },
        { header: t('program'), width: 28, value: (row) => row.program?.programName ?? null },
        { header: t('faculty'), width: 24, value: (row) => row.faculty?.facultyName ?? null },
        { header: t('department'), width: 24, value: (row) => row.department?.departmentName ?? null },
        { header: t('university'), width: 24, value: (row) => row.university?.universityName ?? null },
        { header: t('status'), width: 12, value: (row) => (row.isActive ? t('active') : t('inactive')) },
      ],
      batches: (db) =>
        cursorBatches({
          db,
          keys: studentKeysQuery({ db, filter }),
          load: (studentIds: string[]) => studentSummariesOf({ db, studentIds }),
        }),
    },
  });
}
