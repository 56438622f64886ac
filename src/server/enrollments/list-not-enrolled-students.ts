import { and, asc, count, eq, notExists } from 'drizzle-orm';
import { enrollments, students } from '@/db/schema';
import type { Context } from '@/server/context';
import { offsetOf, toList } from '@/server/validation';
import type { NotEnrolledStudentsQuery } from './enrollment-query';
import { ensureSessionExists } from './ensure-session';
import { admittedIn, studentMatches, studentSummaryColumns } from './student-search';

/** GET /api/admin/sessions/{sessionId}/not-enrolled-students: active students not in the session yet, the ones that can be enrolled. */
export async function listNotEnrolledStudents({ db }: Context, sessionId: number, query: NotEnrolledStudentsQuery) {
  await ensureSessionExists(db, sessionId);
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
    db.select(studentSummaryColumns).from(students).where(condition).orderBy(asc(students.studentId)).limit(query.limit).offset(offsetOf(query)),
    db.select({ total: count() }).from(students).where(condition),
  ]);
  return toList(items, total, query);
}
