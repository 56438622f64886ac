import { z } from 'zod';
import { ENROLLMENT_STATUSES } from '@/lib/labels';
import { MAX_BULK_IDS } from '@/server/bulk';
import { integerQuery, listQuery, paginationQuery } from '@/server/validation';
import { studentListQuery } from '@/server/students';

export const ENROLLMENT_SORT_KEYS = ['studentId', 'admissionYear', 'status', 'updatedAt'] as const;

export const studentFilterQuery = z.object({
  search: z.string().trim().max(200).optional(),
  admissionYears: listQuery(integerQuery).optional(),
});

export const enrollmentListQuery = paginationQuery.extend({
  ...studentFilterQuery.shape,
  status: listQuery(z.enum(ENROLLMENT_STATUSES)).optional(),
  round: integerQuery.pipe(z.number().int().min(1)).optional(),
  sortBy: z.enum(ENROLLMENT_SORT_KEYS).default('studentId'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type EnrollmentListQuery = z.output<typeof enrollmentListQuery>;

export const notEnrolledStudentsQuery = paginationQuery.extend(studentFilterQuery.shape);
export type NotEnrolledStudentsQuery = z.output<typeof notEnrolledStudentsQuery>;

const studentIdText = z.string().trim().min(1).max(50);

/**
 * The students to enroll: `{studentIds}` (the original form), `{ids}` (the bulk form of every table), or
 * `{allMatching}` — the query of GET /api/admin/students, so "all N matching" on the students table enrolls
 * rows on pages the browser never loaded.
 */
export const enrollStudentsInput = z
  .object({
    studentIds: z.array(studentIdText).min(1, 'Pick at least one student').max(5000).optional(),
    ids: z.array(studentIdText).min(1, 'Pick at least one student').max(MAX_BULK_IDS).optional(),
    allMatching: studentListQuery.optional(),
  })
  .superRefine((body, context) => {
    const given = [body.studentIds, body.ids, body.allMatching].filter((part) => part !== undefined).length;
    if (given === 0) context.addIssue({ code: 'custom', message: 'Required (or ids, or allMatching)', path: ['studentIds'] });
    if (given > 1) context.addIssue({ code: 'custom', message: 'Give one of studentIds, ids or allMatching', path: [] });
  });
export type EnrollStudentsInput = z.output<typeof enrollStudentsInput>;

export const enrollByAdmissionYearsInput = z.object({
  admissionYears: z.array(z.number().int().min(2400).max(2700)).min(1, 'Pick at least one admission year').max(50),
  excludeStudentIds: z.array(studentIdText).max(5000).default([]),
});
export type EnrollByAdmissionYearsInput = z.output<typeof enrollByAdmissionYearsInput>;
