import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { bookmarks, openings } from '@/db/schema';
import type { List } from '@/lib/list';
import type { StudentOpeningView } from '@/lib/openings';
import { offsetOf, toList, type Pagination } from '@/server/validation';
import { selectStudentOpeningViews } from './opening-view';

/** A student's bookmarks among the session's openings matching `condition`, newest bookmark first. */
export async function bookmarkPage({
  db,
  studentId,
  sessionId,
  now,
  pagination,
  condition = eq(openings.sessionId, sessionId),
}: {
  db: Executor;
  studentId: string;
  sessionId: number;
  now: Date;
  pagination: Pagination;
  condition?: SQL;
}): Promise<List<StudentOpeningView>> {
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
    const [row] = await db
      .select({ total: sql<number>`count(*)` })
      .from(bookmarks)
      .innerJoin(openings, eq(openings.openingId, bookmarks.openingId))
      .where(and(eq(bookmarks.studentId, studentId), condition));
    total = Number(row.total);
  }
  const items = await selectStudentOpeningViews({ db, openingIds: page.map((row) => row.openingId), now, studentId });
  return toList(items, total, pagination);
}
