import type { EnrollmentStatus } from '@/lib/labels';

/** A student as the enrollment screens show them (the server's student summary). */
export type StudentSummary = {
  studentId: string;
  titleTh: string | null;
  firstNameTh: string | null;
  lastNameTh: string | null;
  firstNameEn: string | null;
  lastNameEn: string | null;
  admissionYear: number;
  profileToken: string;
  isActive: boolean;
};

export type EnrollmentItem = {
  student: StudentSummary;
  status: EnrollmentStatus;
  matchedRound: number | null;
  assignedOpening: { openingId: number; title: string; companyId: number; companyNameTh: string; companyNameEn: string | null } | null;
  enrolledAt: string;
  updatedAt: string;
};

export type EnrollmentResult = { message: string; addedCount: number; alreadyEnrolledCount: number; inactiveCount: number };

/** The toast line after enrolling: how many were added and why the others were not. */
export function describeEnrollmentResult(result: EnrollmentResult): string {
  const parts = [`เพิ่ม ${result.addedCount.toLocaleString('th-TH')} คน`];
  if (result.alreadyEnrolledCount) parts.push(`ข้าม ${result.alreadyEnrolledCount.toLocaleString('th-TH')} คนที่ลงทะเบียนอยู่แล้ว`);
  if (result.inactiveCount) parts.push(`ข้าม ${result.inactiveCount.toLocaleString('th-TH')} คนที่ถูกปิดการใช้งาน`);
  return parts.join(' · ');
}
