import { and, eq, sql } from 'drizzle-orm';
import { bookmarks, enrollments, openings } from '@/db/schema';
import { auditIfAssumed } from '@/server/audit';
import { executeAsOwnStudent, ownStudentStatement } from '@/server/auth';
import type { SignedInContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { studentSessionWindow, visibleToStudentsCondition } from './student-visibility';

/** The student's own removal of a bookmark they have, in a session they are enrolled in. */
const removeOwnBookmark = ownStudentStatement({
  name: 'unbookmark_opening',
  write: (studentId) => {
    const [sessionId, openingId] = [sql.placeholder('sessionId'), sql.placeholder('openingId')];
    return {
      ctes: sql`removed as (delete from ${bookmarks}
        where ${bookmarks.studentId} = ${studentId} and ${bookmarks.openingId} = ${openingId}
          and ${bookmarks.openingId} in (select ${openings.openingId} from ${openings} where ${openings.sessionId} = ${sessionId})
          and exists (select 1 from ${enrollments} where ${enrollments.sessionId} = ${sessionId} and ${enrollments.studentId} = ${studentId})
        returning ${bookmarks.openingId})`,
      select: sql`(select count(*)::int from removed) as removed`,
    };
  },
});

/**
 * DELETE /api/sessions/{sessionId}/openings/{openingId}/bookmark: idempotent. A bookmark the student
 * already has can always be removed, even after the opening was withdrawn; otherwise the opening must
 * be one the student can see (404 for the rest, so drafts stay invisible).
 */
export async function unbookmarkOpening({
  ctx,
  sessionId,
  openingId,
}: {
  ctx: SignedInContext<'student'>;
  sessionId: number;
  openingId: number;
}): Promise<{ message: string }> {
  // The student's own removal of a bookmark they have: one statement; anything else goes through the checks below.
  const { actor, row } = await executeAsOwnStudent({ ctx, statement: removeOwnBookmark, values: { sessionId, openingId } });
  if (Number(row?.removed) > 0) return { message: 'Bookmark removed' };
  const studentId = actor.studentId;
  const window = await studentSessionWindow({ db: ctx.db, studentId, sessionId, now: ctx.now });
  const removed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(bookmarks)
      .where(
        and(
          eq(bookmarks.studentId, studentId),
          eq(bookmarks.openingId, openingId),
          sql`${bookmarks.openingId} in (select ${openings.openingId} from ${openings} where ${openings.sessionId} = ${sessionId})`,
        ),
      )
      .returning({ openingId: bookmarks.openingId });
    if (row)
      await auditIfAssumed({
        db: tx,
        actor,
        entry: { action: 'bookmark.remove', entityType: 'opening', entityId: openingId, details: { sessionId, studentId } },
      });
    return row;
  });
  if (removed) return { message: 'Bookmark removed' };
  const [visible] = window.isAnnounced
    ? await ctx.db
        .select({ openingId: openings.openingId })
        .from(openings)
        .where(and(eq(openings.openingId, openingId), visibleToStudentsCondition(sessionId)))
        .limit(1)
    : [];
  if (!visible) throw new NotFoundError('Opening not found');
  return { message: 'Bookmark removed' };
}
