import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  companies,
  enrollments,
  evaluationForms,
  evaluationRequests,
  matchingResults,
  openings,
  placementAgreements,
  placementDetails,
  students,
} from '@/db/schema';
import { AGREEMENT_STATE_LABELS_TH, agreementStateOf } from '@/lib/agreements';
import { formatDate } from '@/lib/dates';
import { EVALUATION_STATE_LABELS_TH, evaluationStateOf } from '@/lib/evaluations';
import { PLACEMENT_STATE_LABELS_TH, PLACEMENT_WORK_MODE_LABELS_TH } from '@/lib/placements';
import { isPlacement, placementState } from '@/server/placements';
import { studentNameColumns } from '@/server/students';
import { defineReport, SESSION_ROUND, type ReportPage } from './report-definition';
import type { SessionRoundScope } from './report-scope';
import type { ReportColumn } from './report-table';
import { studentNameReportColumns } from './student-fields';

const SOURCE_LABELS_TH = { ALGORITHM: 'อัลกอริทึม', MANUAL: 'กำหนดโดยผู้ดูแล', OFFER: 'ช่วงยื่นข้อเสนอ' } as const;
const midtermForm = alias(evaluationForms, 'midterm_form');
const finalForm = alias(evaluationForms, 'final_form');
const midterm = alias(evaluationRequests, 'midterm_request');
const final = alias(evaluationRequests, 'final_request');

/** The evaluation request of one form for the placement (the form of the session's group and kind). */
const requestOf = (request: typeof midterm | typeof final, form: typeof midtermForm | typeof finalForm) =>
  and(
    eq(request.sessionId, enrollments.sessionId),
    eq(request.studentId, enrollments.studentId),
    eq(request.openingId, enrollments.assignedOpeningId),
    eq(request.formId, form.formId),
  );

/** One statement per page: each placement with its details, agreement and both evaluations, joined (no query per row). */
async function fetchPage({ db, scope: { sessionId, sessionGroupId, round }, after, limit }: ReportPage<SessionRoundScope, string>) {
  const placementKey = (table: typeof placementDetails | typeof placementAgreements) =>
    and(
      eq(table.sessionId, enrollments.sessionId),
      eq(table.studentId, enrollments.studentId),
      eq(table.openingId, enrollments.assignedOpeningId),
    );
  return db
    .select({
      studentId: enrollments.studentId,
      ...studentNameColumns,
      companyName: companies.companyNameTh,
      openingTitle: openings.title,
      round: enrollments.matchedRound,
      source: sql<keyof typeof SOURCE_LABELS_TH>`coalesce(${matchingResults.source}, 'ALGORITHM')`,
      startDate: placementDetails.startDate,
      endDate: placementDetails.endDate,
      mentorName: placementDetails.mentorName,
      mentorEmail: placementDetails.mentorEmail,
      mentorPhone: placementDetails.mentorPhone,
      workMode: placementDetails.workMode,
      state: placementState,
      agreementSentAt: placementAgreements.sentAt,
      agreementStudentSignedAt: placementAgreements.studentSignedAt,
      agreementCompanySignedAt: placementAgreements.companySignedAt,
      agreementScanUploadedAt: placementAgreements.scanUploadedAt,
      agreementCheckedAt: placementAgreements.checkedAt,
      hasAgreement: sql<boolean>`${placementAgreements.studentId} is not null`,
      midtermDueDate: midterm.dueDate,
      midtermSentAt: midterm.sentAt,
      midtermSubmittedAt: midterm.submittedAt,
      midtermScore: midterm.score,
      finalDueDate: final.dueDate,
      finalSentAt: final.sentAt,
      finalSubmittedAt: final.submittedAt,
      finalScore: final.score,
    })
    .from(enrollments)
    .innerJoin(students, eq(students.studentId, enrollments.studentId))
    .innerJoin(openings, eq(openings.openingId, enrollments.assignedOpeningId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .leftJoin(
      matchingResults,
      and(
        eq(matchingResults.sessionId, enrollments.sessionId),
        eq(matchingResults.round, enrollments.matchedRound),
        eq(matchingResults.studentId, enrollments.studentId),
        eq(matchingResults.openingId, enrollments.assignedOpeningId),
      ),
    )
    .leftJoin(placementDetails, placementKey(placementDetails))
    .leftJoin(placementAgreements, placementKey(placementAgreements))
    .leftJoin(midtermForm, and(eq(midtermForm.sessionGroupId, sessionGroupId), eq(midtermForm.kind, 'MIDTERM')))
    .leftJoin(midterm, requestOf(midterm, midtermForm))
    .leftJoin(finalForm, and(eq(finalForm.sessionGroupId, sessionGroupId), eq(finalForm.kind, 'FINAL')))
    .leftJoin(final, requestOf(final, finalForm))
    .where(
      and(
        eq(enrollments.sessionId, sessionId),
        eq(enrollments.matchedRound, round),
        isPlacement,
        after === undefined ? undefined : gt(enrollments.studentId, after),
      ),
    )
    .orderBy(asc(enrollments.studentId))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof fetchPage>>[number];

const agreementOf = (row: Row) =>
  AGREEMENT_STATE_LABELS_TH[
    agreementStateOf(
      row.hasAgreement
        ? {
            sentAt: row.agreementSentAt,
            studentSignedAt: row.agreementStudentSignedAt,
            companySignedAt: row.agreementCompanySignedAt,
            scanUploadedAt: row.agreementScanUploadedAt,
            checkedAt: row.agreementCheckedAt,
          }
        : null,
    )
  ];
const evaluationOf = (dueDate: Date | string | null, sentAt: Date | string | null, submittedAt: Date | string | null) =>
  EVALUATION_STATE_LABELS_TH[evaluationStateOf(dueDate ? { dueDate, sentAt, submittedAt } : null, new Date())];
const scoreOf = (score: string | null) => (score === null ? '' : Number(score));

const COLUMNS: ReportColumn<Row>[] = [
  ...studentNameReportColumns<Row>(),
  { header: 'บริษัท', width: 30, value: (row) => row.companyName },
  { header: 'ตำแหน่งงาน', width: 30, value: (row) => row.openingTitle },
  { header: 'รอบที่จับคู่', width: 10, value: (row) => row.round },
  { header: 'ที่มาของผลการจับคู่', width: 18, value: (row) => SOURCE_LABELS_TH[row.source] },
  { header: 'วันเริ่มฝึกงาน', width: 16, value: (row) => (row.startDate ? formatDate(row.startDate) : '') },
  { header: 'วันสิ้นสุดการฝึกงาน', width: 16, value: (row) => (row.endDate ? formatDate(row.endDate) : '') },
  { header: 'ชื่อพี่เลี้ยง', width: 24, value: (row) => row.mentorName },
  { header: 'อีเมลพี่เลี้ยง', width: 26, value: (row) => row.mentorEmail },
  { header: 'โทรศัพท์พี่เลี้ยง', width: 16, value: (row) => row.mentorPhone },
  { header: 'รูปแบบการทำงาน', width: 16, value: (row) => (row.workMode ? PLACEMENT_WORK_MODE_LABELS_TH[row.workMode] : '') },
  { header: 'สถานะการฝึกงาน', width: 20, value: (row) => PLACEMENT_STATE_LABELS_TH[row.state] },
  { header: 'สถานะหนังสือข้อตกลง', width: 22, value: agreementOf },
  { header: 'การประเมินกลางภาค', width: 20, value: (row) => evaluationOf(row.midtermDueDate, row.midtermSentAt, row.midtermSubmittedAt) },
  { header: 'คะแนนประเมินกลางภาค', width: 12, value: (row) => scoreOf(row.midtermScore) },
  { header: 'การประเมินปลายภาค', width: 20, value: (row) => evaluationOf(row.finalDueDate, row.finalSentAt, row.finalSubmittedAt) },
  { header: 'คะแนนประเมินปลายภาค', width: 12, value: (row) => scoreOf(row.finalScore) },
];

/**
 * GET /api/admin/reports/placements/{sessionId}/{round} (and …/csv): one row per placement matched in the round, in
 * student id order: company, opening, source, dates, mentor, work mode, the placement's, agreement's and both
 * evaluations' states and the evaluations' scores (0–100).
 */
export const placementsReport = defineReport({
  scope: SESSION_ROUND,
  slug: 'placements',
  thaiTitle: 'การฝึกงาน',
  sheetName: 'การฝึกงาน',
  columns: COLUMNS,
  pages: { fetchPage, keyOf: (row) => row.studentId },
});
