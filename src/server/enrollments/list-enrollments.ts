import { count, eq } from 'drizzle-orm';
import { enrollments, students } from '@/db/schema';
import type { EnrollmentList } from '@/lib/enrollments';
import type { Context } from '@/server/context';
import { offsetOf, toList } from '@/server/validation';
import type { EnrollmentListQuery } from './enrollment-list-query';
import { enrollmentConditions, enrollmentOrder, selectEnrollmentRows, toEnrollmentRow } from './enrollment-rows';
import { ensureSessionExists } from './ensure-session-exists';

/** GET /api/admin/sessions/{sessionId}/enrollments: filtered, sorted and paged in SQL (two queries). */
export async function listEnrollments({
  ctx: { db },
  sessionId,
  query,
}: {
  ctx: Context;
  sessionId: number;
  query: EnrollmentListQuery;
}): Promise<EnrollmentList> {
  await ensureSessionExists({ db, sessionId });
  const condition = enrollmentConditions({ sessionId, filter: query });
  const [rows, [{ total }]] = await Promise.all([
    selectEnrollmentRows(db)
      .where(condition)
      .orderBy(...enrollmentOrder(query))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(enrollments).innerJoin(students, eq(students.studentId, enrollments.studentId)).where(condition),
  ]);
  return toList(rows.map(toEnrollmentRow), total, query);
}
