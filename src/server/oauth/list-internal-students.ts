import { asc, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { departments, faculties, programs, students, universities } from '@/db/schema';
import type { InternalStudentList } from '@/lib/oauth';
import type { SystemContext } from '@/server/context';
import { studentNameColumns } from '@/server/students';
import { listQuery, offsetOf, paginationQuery, toList } from '@/server/validation';

export const listInternalStudentsQuery = paginationQuery.extend({
  studentIds: listQuery(z.string().min(1).max(50)).pipe(z.array(z.string()).max(100)).optional(),
});
export type InternalStudentQuery = z.output<typeof listInternalStudentsQuery>;

/** GET /api/internal/v1/students?studentIds,page,limit: identity and study fields only, no contact data. */
export async function listInternalStudents({
  ctx,
  query,
}: {
  ctx: SystemContext;
  query: InternalStudentQuery;
}): Promise<InternalStudentList> {
  const { db } = ctx;
  const where = query.studentIds?.length ? inArray(students.studentId, query.studentIds) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        studentId: students.studentId,
        ...studentNameColumns,
        admissionYear: students.admissionYear,
        universityName: universities.universityName,
        facultyName: faculties.facultyName,
        departmentName: departments.departmentName,
        programName: programs.programName,
        isActive: students.isActive,
      })
      .from(students)
      .leftJoin(universities, eq(universities.universityId, students.universityId))
      .leftJoin(faculties, eq(faculties.facultyId, students.facultyId))
      .leftJoin(departments, eq(departments.departmentId, students.departmentId))
      .leftJoin(programs, eq(programs.programId, students.programId))
      .where(where)
      .orderBy(asc(students.studentId))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(students).where(where),
  ]);
  return toList(rows, total, query);
}
