import { z } from 'zod';
import { ENROLLMENT_STATUSES } from '@/lib/labels';
import { integerQuery, listQuery, paginationQuery } from '@/server/validation';
import { studentFilterQuery } from './student-search';

export const ENROLLMENT_SORT_KEYS = ['studentId', 'admissionYear', 'status', 'updatedAt'] as const;

export const enrollmentListQuery = paginationQuery.extend({
  ...studentFilterQuery.shape,
  status: listQuery(z.enum(ENROLLMENT_STATUSES)).optional(),
  round: integerQuery.pipe(z.number().int().min(1)).optional(),
  sortBy: z.enum(ENROLLMENT_SORT_KEYS).default('studentId'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type EnrollmentListQuery = z.output<typeof enrollmentListQuery>;
