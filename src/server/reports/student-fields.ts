import { and, eq } from 'drizzle-orm';
import { applications, matchingRoundResults } from '@/db/schema';
import type { studentNameColumns } from '@/server/students';
import { joinName, type ReportColumn } from './report-table';

type StudentNames = { studentId: string } & { [Field in keyof typeof studentNameColumns]: string | null };

/** รหัสนิสิต, then the Thai and English names with their titles: the first columns of every student row. */
export function studentNameReportColumns<Row extends StudentNames>(): ReportColumn<Row>[] {
  return [
    { header: 'รหัสนิสิต', width: 14, value: (row) => row.studentId },
    { header: 'ชื่อ-นามสกุล (ไทย)', width: 30, value: (row) => joinName(row.titleTh, row.firstNameTh, row.lastNameTh) },
    { header: 'ชื่อ-นามสกุล (อังกฤษ)', width: 30, value: (row) => joinName(row.titleEn, row.firstNameEn, row.lastNameEn) },
  ];
}

export function emailColumn<Row extends { email: string | null }>(): ReportColumn<Row> {
  return { header: 'อีเมล', width: 28, value: (row) => row.email };
}

/**
 * The application behind a matching result: the student's own rank of the opening they got. A left join, since a
 * manual set may name an opening the student never applied to.
 */
export const applicationOfResult = and(
  eq(applications.sessionId, matchingRoundResults.sessionId),
  eq(applications.round, matchingRoundResults.round),
  eq(applications.studentId, matchingRoundResults.studentId),
  eq(applications.openingId, matchingRoundResults.openingId),
);
