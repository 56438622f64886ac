import { and, eq } from 'drizzle-orm';
import { enrollments, students } from '@/db/schema';
import type { List } from '@/lib/list';
import type { StudentOpeningView } from '@/lib/openings';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import type { Pagination } from '@/server/validation';
import { bookmarkPage } from './bookmark-page';

/** GET /api/admin/sessions/{sessionId}/bookmark/{studentId}: every bookmark of an enrolled student in the session, whatever the opening's status. */
export async function listStudentBookmarksAsAdmin({
  ctx,
  sessionId,
  studentId,
  pagination,
}: {
  ctx: Context;
  sessionId: number;
  studentId: string;
  pagination: Pagination;
}): Promise<List<StudentOpeningView>> {
  const [student] = await ctx.db.select({ studentId: students.studentId }).from(students).where(eq(students.studentId, studentId)).limit(1);
  if (!student) throw new NotFoundError('Student not found');
  const [enrollment] = await ctx.db
    .select({ sessionId: enrollments.sessionId })
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)))
    .limit(1);
  if (!enrollment) throw new NotFoundError('The student is not enrolled in this session');
  return bookmarkPage({ db: ctx.db, studentId, sessionId, now: ctx.now, pagination });
}
