import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { bookmarks, enrollments, openings, students } from '@/db/schema';
import type { List } from '@/lib/list';
import type { StudentOpeningView } from '@/lib/openings';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { offsetOf, toList, type Pagination } from '@/server/validation';
import { selectStudentOpeningViews } from './opening-view';
import { studentSessionWindow, visibleToStudentsCondition } from './student-visibility';

/** A student's bookmarks among the session's openings matching `condition`, newest bookmark first. */
async function bookmarkPage(db: Executor, studentId: string, sessionId: number, now: Date, pagination: Pagination, condition = eq(openings.sessionId, sessionId)): Promise<List<StudentOpeningView>> {
  const page = await db
    .select({ openingId: bookmarks.openingId, total: sql<number>`count(*) over ()` })
    .from(bookmarks)
    .innerJoin(openings, eq(openings.openingId, bookmarks.openingId))
    .where(and(eq(bookmarks.studentId, studentId), condition))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.openingId))
    .limit(pagination.limit)
    .offset(offsetOf(pagination));
  let total = page.length > 0 ? Number(page[0].total) : 0;
  if (page.length === 0 && pagination.page > 1) {
    const [row] = await db.select({ total: sql<number>`count(*)` }).from(bookmarks).innerJoin(openings, eq(openings.openingId, bookmarks.openingId)).where(and(eq(bookmarks.studentId, studentId), condition));
    total = Number(row.total);
  }
  const items = await selectStudentOpeningViews(db, page.map((row) => row.openingId), { now, studentId });
  return toList(items, total, pagination);
}

/**
 * GET /api/sessions/{sessionId}/bookmark: the student's bookmarked openings of the session that are
 * still visible to them (a withdrawn or unpublished one drops out of the list; its bookmark stays).
 */
export async function listBookmarks(ctx: Context, sessionId: number, pagination: Pagination): Promise<List<StudentOpeningView>> {
  const studentId = ctx.actor.studentId ?? '';
  const window = await studentSessionWindow(ctx.db, studentId, sessionId, ctx.now);
  if (!window.isAnnounced) return toList([], 0, pagination);
  return bookmarkPage(ctx.db, studentId, sessionId, ctx.now, pagination, visibleToStudentsCondition(sessionId));
}

/** GET /api/admin/sessions/{sessionId}/bookmark/{studentId}: every bookmark of an enrolled student in the session, whatever the opening's status. */
export async function listStudentBookmarksAsAdmin(ctx: Context, sessionId: number, studentId: string, pagination: Pagination): Promise<List<StudentOpeningView>> {
  const [student] = await ctx.db.select({ studentId: students.studentId }).from(students).where(eq(students.studentId, studentId)).limit(1);
  if (!student) throw new NotFoundError('Student not found');
  const [enrollment] = await ctx.db
    .select({ sessionId: enrollments.sessionId })
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)))
    .limit(1);
  if (!enrollment) throw new NotFoundError('The student is not enrolled in this session');
  return bookmarkPage(ctx.db, studentId, sessionId, ctx.now, pagination);
}
