import { and, asc, count, eq, notExists } from 'drizzle-orm';
import type { z } from 'zod';
import { enrollments, students } from '@/db/schema';
import type { NotEnrolledStudentList } from '@/lib/enrollments';
import type { Context } from '@/server/context';
import { offsetOf, paginationQuery, toList } from '@/server/validation';
import { ensureSessionExists } from './ensure-session-exists';
import { admittedIn, studentFilterQuery, studentMatches, studentSummaryColumns } from './student-search';

export const notEnrolledStudentsQuery = paginationQuery.extend(studentFilterQuery.shape);
export type NotEnrolledStudentsQuery = z.output<typeof notEnrolledStudentsQuery>;

/** GET /api/admin/sessions/{sessionId}/not-enrolled-students: active students not in the session yet, the ones that can be enrolled. */
export async function listNotEnrolledStudents({
  ctx: { db },
  sessionId,
  query,
}: {
  ctx: Context;
  sessionId: number;
  query: NotEnrolledStudentsQuery;
}): Promise<NotEnrolledStudentList> {
  await ensureSessionExists({ db, sessionId });
  const condition = and(
    eq(students.isActive, true),
    notExists(
      db
        .select({ studentId: enrollments.studentId })
        .from(enrollments)
        .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, students.studentId))),
    ),
    studentMatches(query.search),
    admittedIn(query.admissionYears),
  );
  const [items, [{ total }]] = await Promise.all([
    db
      .select(studentSummaryColumns)
      .from(students)
      .where(condition)
      .orderBy(asc(students.studentId))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(students).where(condition),
  ]);
  return toList(items, total, query);
}
