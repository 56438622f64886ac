// A session's enrollments as the admin's enrollment screens and the API show them (SPEC §3 Enrollment).
import { z } from 'zod';
import { isoDateTime, listOf } from './contract';
import { ENROLLMENT_STATUSES } from './labels';

/** A student as the enrollment screens show them. */
export const enrollmentStudent = z.object({
  studentId: z.string(),
  titleTh: z.string().nullable(),
  firstNameTh: z.string().nullable(),
  lastNameTh: z.string().nullable(),
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
  admissionYear: z.number().int(),
  profileToken: z.string(),
  isActive: z.boolean(),
});
export type EnrollmentStudent = z.infer<typeof enrollmentStudent>;

/** GET /api/admin/sessions/{sessionId}/not-enrolled-students. */
export const notEnrolledStudentList = listOf(enrollmentStudent);
export type NotEnrolledStudentList = z.infer<typeof notEnrolledStudentList>;

export const enrollmentItem = z.object({
  student: enrollmentStudent,
  status: z.enum(ENROLLMENT_STATUSES),
  matchedRound: z.number().int().nullable(),
  assignedOpening: z
    .object({
      openingId: z.number().int(),
      title: z.string(),
      companyId: z.number().int(),
      companyNameTh: z.string(),
      companyNameEn: z.string().nullable(),
    })
    .nullable(),
  enrolledAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type EnrollmentItem = z.infer<typeof enrollmentItem>;
export const enrollmentList = listOf(enrollmentItem);
export type EnrollmentList = z.infer<typeof enrollmentList>;

/** What enrolling answers: how many were added and why the others were not. */
export const enrollmentResult = z.object({
  message: z.string(),
  addedCount: z.number().int(),
  alreadyEnrolledCount: z.number().int(),
  inactiveCount: z.number().int(),
});
export type EnrollmentResult = z.infer<typeof enrollmentResult>;

/** POST …/enrollments also answers as every bulk action does: `count` and `ids` of the students newly enrolled. */
export const enrollStudentsAnswer = enrollmentResult.extend({ count: z.number().int(), ids: z.array(z.string()) });
export type EnrollStudentsAnswer = z.infer<typeof enrollStudentsAnswer>;
