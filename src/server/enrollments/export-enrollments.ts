import type { Database } from '@/db/client';
import { formatDateTime } from '@/lib/dates';
import { ENROLLMENT_STATUS_LABELS_TH } from '@/lib/labels';
import type { Context } from '@/server/context';
import { listPages, streamTableExport, type ExportFormat } from '@/server/exports';
import { joinName } from '@/server/reports';
import type { EnrollmentListQuery } from './enrollment-query';
import { listEnrollments, type EnrollmentRow } from './list-enrollments';

/** GET /api/admin/sessions/{sessionId}/enrollments/export: the session's enrollments table, every page, through its own list verb. */
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
  return streamTableExport<EnrollmentRow>({
    ctx,
    format,
    table: {
      fileName: `enrollments-session-${sessionId}`,
      thaiFileName: `นักศึกษาในรอบ-${sessionId}`,
      sheetName: 'นักศึกษาในรอบ',
      columns: [
        { header: 'รหัสนักศึกษา', width: 14, value: (row) => row.student.studentId },
        { header: 'ชื่อ-นามสกุล', width: 30, value: (row) => joinName(row.student.titleTh, row.student.firstNameTh, row.student.lastNameTh) },
        { header: 'ปีที่เข้าศึกษา', width: 12, value: (row) => row.student.admissionYear },
        { header: 'สถานะ', width: 24, value: (row) => ENROLLMENT_STATUS_LABELS_TH[row.status] ?? row.status },
        { header: 'จับคู่ในรอบที่', width: 12, value: (row) => row.matchedRound },
        { header: 'ตำแหน่งงานที่ได้', width: 30, value: (row) => row.assignedOpening?.title ?? null },
        { header: 'บริษัท', width: 30, value: (row) => row.assignedOpening?.companyNameTh ?? null },
        { header: 'ลงทะเบียนเมื่อ', width: 20, value: (row) => formatDateTime(row.enrolledAt, '') },
        { header: 'แก้ไขล่าสุด', width: 20, value: (row) => formatDateTime(row.updatedAt, '') },
      ],
      batches: (db) => listPages((pagination) => listEnrollments({ ...ctx, db: db as Database }, sessionId, { ...query, ...pagination })),
    },
  });
}
