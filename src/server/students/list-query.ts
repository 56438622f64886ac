import { z } from 'zod';
import { STUDENT_SORT_FIELDS, STUDENT_STATUSES } from '@/lib/student-profile';
import { integerQuery, listQuery, paginationQuery, textParam } from '@/server/validation';

/** The query of GET /api/admin/students, shared with the /student screen that reads the same URL. */
export const studentListQuery = paginationQuery.extend({
  studentIds: listQuery(textParam).optional(),
  status: z.enum(STUDENT_STATUSES).optional(),
  search: z.string().max(200).optional(),
  admissionYears: listQuery(integerQuery).optional(),
  sortBy: z.enum(STUDENT_SORT_FIELDS).default('studentId'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
