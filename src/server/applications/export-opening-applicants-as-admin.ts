import type { Database } from '@/db/client';
import { formatDateTime } from '@/lib/dates';
import type { Context } from '@/server/context';
import { listPages, streamTableExport, type ExportFormat } from '@/server/exports';
import { joinName } from '@/lib/student-profile';
import type { ApplicationView } from './application-view';
import { listOpeningApplicationsAsAdmin } from './list-opening-applications-as-admin';

type ApplicantRow = ApplicationView;

/** GET /api/admin/openings/{openingId}/applications/{round}/export: the opening's applicants of the round, every page, through its own list verb. */
export async function exportOpeningApplicantsAsAdmin({
  ctx,
  openingId,
  round,
  format,
}: {
  ctx: Context;
  openingId: number;
  round: number;
  format: ExportFormat;
}): Promise<Response> {
  return streamTableExport<ApplicantRow>({
    ctx,
    format,
    table: {
      fileName: `applicants-opening-${openingId}-round-${round}`,
      thaiFileName: `ผู้สมัคร-ตำแหน่งงาน-${openingId}-รอบ-${round}`,
      sheetName: 'ผู้สมัคร',
      columns: [
        { header: 'รหัสนิสิต', width: 14, value: (row) => row.studentId },
        { header: 'ชื่อ-นามสกุล', width: 30, value: (row) => joinName(row.titleTh, row.firstNameTh, row.lastNameTh) },
        { header: 'อีเมล', width: 30, value: (row) => row.email },
        { header: 'โทรศัพท์', width: 16, value: (row) => row.phone },
        { header: 'ลำดับที่นิสิตเลือก', width: 16, value: (row) => row.studentPreferenceRank },
        { header: 'ลำดับที่บริษัทจัด', width: 16, value: (row) => row.companyPreferenceRank },
        { header: 'สมัครเมื่อ', width: 20, value: (row) => formatDateTime(row.createdAt, '') },
      ],
      batches: (db) =>
        listPages((pagination) => listOpeningApplicationsAsAdmin({ ctx: { ...ctx, db: db as Database }, openingId, round, pagination })),
    },
  });
}
