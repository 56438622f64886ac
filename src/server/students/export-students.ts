import type { StudentSummary } from '@/lib/student-profile';
import type { Context } from '@/server/context';
import { cursorBatches, streamTableExport, type ExportFormat } from '@/server/exports';
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
  return streamTableExport<StudentSummary>({
    ctx,
    format,
    table: {
      fileName: 'students',
      thaiFileName: 'นิสิต',
      sheetName: 'นิสิต',
      columns: [
        { header: 'รหัสนิสิต', width: 14, value: (row) => row.studentId },
        { header: 'ชื่อ-นามสกุล', width: 30, value: (row) => joinName(row.titleTh, row.firstNameTh, row.lastNameTh) },
        { header: 'ชื่อ-นามสกุล (อังกฤษ)', width: 30, value: (row) => joinName(row.titleEn, row.firstNameEn, row.lastNameEn) },
        { header: 'ปีที่เข้าศึกษา', width: 12, value: (row) => row.admissionYear },
        { header: 'หลักสูตร', width: 28, value: (row) => row.program?.programName ?? null },
        { header: 'คณะ', width: 24, value: (row) => row.faculty?.facultyName ?? null },
        { header: 'ภาควิชา', width: 24, value: (row) => row.department?.departmentName ?? null },
        { header: 'มหาวิทยาลัย', width: 24, value: (row) => row.university?.universityName ?? null },
        { header: 'สถานะ', width: 12, value: (row) => (row.isActive ? 'ใช้งาน' : 'ปิดใช้งาน') },
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
