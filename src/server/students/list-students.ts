import { count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { departments, faculties, programs, students, universities } from '@/db/schema';
import { STUDENT_SORT_FIELDS, STUDENT_STATUSES, type StudentList } from '@/lib/student-profile';
import type { Context } from '@/server/context';
import { integerQuery, listQuery, offsetOf, paginationQuery, textParam, toList, type Pagination } from '@/server/validation';
import { studentListConditions, studentListOrder, type StudentListFilter } from './student-list-filter';
import { summaryColumns, toStudentSummary } from './student-views';

/** The query of GET /api/admin/students, shared with the /student screen that reads the same URL. */
export const studentListQuery = paginationQuery.extend({
  studentIds: listQuery(textParam).optional(),
  status: z.enum(STUDENT_STATUSES).optional(),
  search: z.string().max(200).optional(),
  admissionYears: listQuery(integerQuery).optional(),
  sortBy: z.enum(STUDENT_SORT_FIELDS).default('studentId'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

/**
 * GET /api/admin/students in one query: the page is cut from `students` alone (with the count of every
 * match as a window, so the filter runs once), and only the page's rows are joined to the reference names.
 * A page past the end has no row to carry the count, so only then is it counted on its own.
 */
export async function listStudents({
  ctx: { db },
  filter,
  pagination,
}: {
  ctx: Pick<Context, 'db'>;
  filter: StudentListFilter;
  pagination: Pagination;
}): Promise<StudentList> {
  const where = studentListConditions(filter);
  const order = studentListOrder(filter);
  const page = db
    .select({
      pageStudentId: sql<string>`${students.studentId}`.as('page_student_id'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(students)
    .where(where)
    .orderBy(...order)
    .limit(pagination.limit)
    .offset(offsetOf(pagination))
    .as('page');
  const rows = await db
    .select({ ...summaryColumns, total: page.total })
    .from(page)
    .innerJoin(students, eq(students.studentId, page.pageStudentId))
    .leftJoin(programs, eq(programs.programId, students.programId))
    .leftJoin(faculties, eq(faculties.facultyId, students.facultyId))
    .leftJoin(departments, eq(departments.departmentId, students.departmentId))
    .leftJoin(universities, eq(universities.universityId, students.universityId))
    .orderBy(...order);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && pagination.page > 1) [{ total }] = await db.select({ total: count() }).from(students).where(where);
  return toList(rows.map(toStudentSummary), total, pagination);
}
