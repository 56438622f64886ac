import { sql } from 'drizzle-orm';
import { columnName, columnNames } from '@/db/column-name';
import { bookmarks, openings } from '@/db/schema';
import { auditIfAssumed } from '@/server/audit';
import { executeAsOwnStudent, ownStudentStatement } from '@/server/auth';
import type { SignedInContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { assertVisibleToStudent, openingVisibleToStudent } from './student-visibility';

/** The student's own bookmark: the check that the opening is one they may see, and the insert. */
const addOwnBookmark = ownStudentStatement({
  name: 'bookmark_opening',
  write: (studentId) => {
    const [sessionId, openingId, now] = [sql.placeholder('sessionId'), sql.placeholder('openingId'), sql.placeholder('now')];
    return {
      ctes: sql`visible as (${openingVisibleToStudent({ studentId, sessionId, openingId, now })}),
        added as (insert into ${bookmarks} (${columnNames([bookmarks.studentId, bookmarks.openingId])})
          select ${studentId}, ${columnName(openings.openingId)} from visible on conflict do nothing)`,
      select: sql`(select count(*)::int from visible) as visible`,
    };
  },
});

/**
 * POST /api/sessions/{sessionId}/openings/{openingId}/bookmark: idempotent, only for an opening the student can see.
 * The student's own bookmark is one statement (the check and the insert, with the login when the route left it to
 * this verb); an admin acting as the student also records an audit row, in one transaction with the insert.
 */
export async function bookmarkOpening({
  ctx,
  sessionId,
  openingId,
}: {
  ctx: SignedInContext<'student'>;
  sessionId: number;
  openingId: number;
}): Promise<{ message: string }> {
  const { actor, row } = await executeAsOwnStudent({ ctx, statement: addOwnBookmark, values: { sessionId, openingId } });
  if (Number(row?.visible) > 0) return { message: 'Bookmarked' };
  const studentId = actor.studentId;
  // The right 404 (session or opening) for what was refused, or the audited bookmark of an admin acting as the student.
  await assertVisibleToStudent({ db: ctx.db, studentId, sessionId, openingId, now: ctx.now });
  if (!actor.assumedBy) throw new NotFoundError('Opening not found');
  await ctx.db.transaction(async (tx) => {
    await tx.insert(bookmarks).values({ studentId, openingId }).onConflictDoNothing();
    await auditIfAssumed({
      db: tx,
      actor,
      entry: { action: 'bookmark.add', entityType: 'opening', entityId: openingId, details: { sessionId, studentId } },
    });
  });
  return { message: 'Bookmarked' };
}
