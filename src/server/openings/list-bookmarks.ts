import type { List } from '@/lib/list';
import type { StudentOpeningView } from '@/lib/openings';
import type { StudentContext } from '@/server/context';
import { toList, type Pagination } from '@/server/validation';
import { bookmarkPage } from './bookmark-page';
import { studentSessionWindow, visibleToStudentsCondition } from './student-visibility';

/**
 * GET /api/sessions/{sessionId}/bookmark: the student's bookmarked openings of the session that are
 * still visible to them (a withdrawn or unpublished one drops out of the list; its bookmark stays).
 */
export async function listBookmarks({
  ctx,
  sessionId,
  pagination,
}: {
  ctx: StudentContext;
  sessionId: number;
  pagination: Pagination;
}): Promise<List<StudentOpeningView>> {
  const studentId = ctx.actor.studentId;
  const window = await studentSessionWindow({ db: ctx.db, studentId, sessionId, now: ctx.now });
  if (!window.isAnnounced) return toList([], 0, pagination);
  return bookmarkPage({ db: ctx.db, studentId, sessionId, now: ctx.now, pagination, condition: visibleToStudentsCondition(sessionId) });
}
