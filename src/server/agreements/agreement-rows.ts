import { agreementStateOf, type AgreementView } from '@/lib/agreements';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, enrollments, openings, placementAgreements, placementDetails, sessions, students } from '@/db/schema';
import type { Actor } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { placementAnnounced, placementsWhere } from '@/server/placements';
import type { AgreementFields } from './fill-agreement-template';

/** Who reads a placement's agreement: the admin any, a company user its own company's, a student their own (both from the announcement). */
export type AgreementViewer = { companyId: number } | { studentId: string } | null;

export function viewerOf(actor: Actor): AgreementViewer {
  if (actor.role === 'company_user') return { companyId: actor.companyId };
  if (actor.role === 'student') return { studentId: actor.studentId };
  return null;
}

/**
 * A placement (the placements domain's joins and rule), what the agreement's fields need, and its agreement row.
 */
export function selectAgreementRows({ db, now, where }: { db: Executor; now: Date; where: SQL | undefined }) {
  const query = db
    .select({
      sessionId: enrollments.sessionId,
      sessionGroupId: sessions.sessionGroupId,
      studentId: enrollments.studentId,
      firstNameTh: students.firstNameTh,
      lastNameTh: students.lastNameTh,
      firstNameEn: students.firstNameEn,
      lastNameEn: students.lastNameEn,
      openingId: openings.openingId,
      openingTitle: openings.title,
      companyId: companies.companyId,
      companyName: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
      company: {
        building: companies.building,
        floor: companies.floor,
        room: companies.room,
        houseNo: companies.houseNo,
        street: companies.street,
        subDistrict: companies.subDistrict,
        district: companies.district,
        province: companies.province,
        postalCode: companies.postalCode,
      },
      isAnnounced: placementAnnounced(now),
      startDate: placementDetails.startDate,
      endDate: placementDetails.endDate,
      mentorName: placementDetails.mentorName,
      mentorPosition: placementDetails.mentorPosition,
      endedAt: placementDetails.endedAt,
      agreement: {
        documentFileId: placementAgreements.documentFileId,
        documentSha256: placementAgreements.documentSha256,
        sentAt: placementAgreements.sentAt,
        lastReminderAt: placementAgreements.lastReminderAt,
        studentSignedName: placementAgreements.studentSignedName,
        studentSignedAt: placementAgreements.studentSignedAt,
        studentSignedIp: placementAgreements.studentSignedIp,
        companySignedName: placementAgreements.companySignedName,
        companySignedAt: placementAgreements.companySignedAt,
        companySignedIp: placementAgreements.companySignedIp,
        scanFileId: placementAgreements.scanFileId,
        scanUploadedAt: placementAgreements.scanUploadedAt,
        checkedAt: placementAgreements.checkedAt,
        version: placementAgreements.version,
      },
    })
    .from(enrollments)
    .leftJoin(
      placementAgreements,
      and(
        eq(placementAgreements.sessionId, enrollments.sessionId),
        eq(placementAgreements.studentId, enrollments.studentId),
        eq(placementAgreements.openingId, enrollments.assignedOpeningId),
      ),
    )
    .$dynamic();
  return placementsWhere(query, where);
}

export type AgreementRow = Awaited<ReturnType<ReturnType<typeof selectAgreementRows>['execute']>>[number];

/** One placement's agreement row as the viewer may see it, or 404 (no placement, another company's or student's, not yet announced). */
export async function findAgreementRow({
  db,
  now,
  sessionId,
  studentId,
  viewer,
}: {
  db: Executor;
  now: Date;
  sessionId: number;
  studentId: string;
  viewer: AgreementViewer;
}): Promise<AgreementRow> {
  const [row] = await selectAgreementRows({
    db,
    now,
    where: and(
      eq(enrollments.sessionId, sessionId),
      eq(enrollments.studentId, studentId),
      viewer && 'companyId' in viewer ? eq(openings.companyId, viewer.companyId) : undefined,
      viewer && 'studentId' in viewer ? eq(enrollments.studentId, viewer.studentId) : undefined,
    ),
  });
  if (!row || (viewer && !row.isAnnounced)) throw new NotFoundError('ไม่พบข้อมูลการฝึกงานนี้');
  return row;
}

// "1 มิถุนายน 2570": the agreement's dates, in Thai with the Buddhist era, in Bangkok.
const agreementDate = new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', day: 'numeric', month: 'long', year: 'numeric' });

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
const fullName = (first: string | null, last: string | null) => [first, last].filter((part) => part?.trim()).join(' ');

export function studentNameOf(row: AgreementRow): string {
  return fullName(row.firstNameTh, row.lastNameTh) || row.studentId;
}

/** The names a student may type to sign: their Thai or their English full name. */
export function studentSignNames(row: AgreementRow): string[] {
  return [fullName(row.firstNameTh, row.lastNameTh), fullName(row.firstNameEn, row.lastNameEn)].filter(Boolean);
}

/** The agreement's moments, null when no row was written (never sent). */
export function agreementMomentsOf(row: AgreementRow) {
  return row.agreement?.version ? row.agreement : null;
}

export function toAgreementView(row: AgreementRow): AgreementView {
  const a = agreementMomentsOf(row);
  return {
    sessionId: row.sessionId,
    studentId: row.studentId,
    studentName: studentNameOf(row),
    openingId: row.openingId,
    openingTitle: row.openingTitle,
    companyId: row.companyId,
    companyName: row.companyName,
    companyNameEn: row.companyNameEn,
    state: agreementStateOf(a),
    isAnnounced: Boolean(row.isAnnounced),
    isEnded: row.endedAt !== null,
    documentSha256: a?.documentSha256 ?? null,
    sentAt: iso(a?.sentAt ?? null),
    lastReminderAt: iso(a?.lastReminderAt ?? null),
    studentSignedName: a?.studentSignedName ?? null,
    studentSignedAt: iso(a?.studentSignedAt ?? null),
    companySignedName: a?.companySignedName ?? null,
    companySignedAt: iso(a?.companySignedAt ?? null),
    hasScan: Boolean(a?.scanFileId),
    scanUploadedAt: iso(a?.scanUploadedAt ?? null),
    checkedAt: iso(a?.checkedAt ?? null),
    version: a?.version ?? 0,
  };
}

/** The template's fields of this placement; a missing value stays empty so the template's check names it. */
export function agreementFieldsOf(row: AgreementRow): AgreementFields {
  const c = row.company;
  const address = [
    c.houseNo,
    c.building,
    c.floor && `ชั้น ${c.floor}`,
    c.room && `ห้อง ${c.room}`,
    c.street,
    c.subDistrict,
    c.district,
    c.province,
    c.postalCode,
  ]
    .filter((part) => part?.trim())
    .join(' ');
  return {
    studentName: studentNameOf(row),
    studentNameEn: fullName(row.firstNameEn, row.lastNameEn),
    studentId: row.studentId,
    startDate: row.startDate ? agreementDate.format(new Date(row.startDate)) : '',
    endDate: row.endDate ? agreementDate.format(new Date(row.endDate)) : '',
    openingTitle: row.openingTitle,
    companyName: row.companyName,
    companyAddress: address,
    mentorName: row.mentorName ?? '',
    mentorPosition: row.mentorPosition ?? '',
  };
}

/** "การฝึกงานนี้…": why a placement's agreement cannot be sent, signed or uploaded now, or null when it can. */
export function closedReason(row: AgreementRow): string | null {
  if (!row.isAnnounced) return 'ยังไม่ประกาศผลการจับคู่ของการฝึกงานนี้ จึงยังทำสัญญาไม่ได้';
  if (row.endedAt) return 'การฝึกงานนี้ยุติแล้ว จึงทำสัญญาไม่ได้';
  return null;
}
