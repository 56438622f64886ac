import { formatDateTime } from '@/lib/dates';
import type { EnrollmentItem } from '@/lib/enrollments';
import { ENROLLMENT_STATUS_LABELS_TH } from '@/lib/labels';
import type { Context } from '@/server/context';
import { cursorBatches, streamTableExport, type ExportFormat } from '@/server/exports';
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
  return streamTableExport<EnrollmentItem>({
    ctx,
    format,
    table: {
      fileName: `enrollments-session-${sessionId}`,
      thaiFileName: `นิสิตในรอบการฝึกงาน-${sessionId}`,
      sheetName: 'นิสิตในรอบการฝึกงาน',
      columns: [
        { header: 'รหัสนิสิต', width: 14, value: (row) => row.student.studentId },
        { header: 'ชื่อ-นามสกุล', width: 30, value: (row) => joinName(row.student.titleTh, row.student.firstNameTh, row.student.lastNameTh) },
        { header: 'ปีที่เข้าศึกษา', width: 12, value: (row) => row.student.admissionYear },
        { header: 'สถานะ', width: 24, value: (row) => ENROLLMENT_STATUS_LABELS_TH[row.status] ?? row.status },
        { header: 'จับคู่ในรอบที่', width: 12, value: (row) => row.matchedRound },
        { header: 'ตำแหน่งงานที่ได้', width: 30, value: (row) => row.assignedOpening?.title ?? null },
        { header: 'บริษัท', width: 30, value: (row) => row.assignedOpening?.companyNameTh ?? null },
        { header: 'ลงทะเบียนเมื่อ', width: 20, value: (row) => formatDateTime(row.enrolledAt, '') },
        { header: 'แก้ไขล่าสุด', width: 20, value: (row) => formatDateTime(row.updatedAt, '') },
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
