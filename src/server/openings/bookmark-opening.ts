import { sql } from 'drizzle-orm';
import { bookmarks } from '@/db/schema';
import { auditIfAssumed } from '@/server/audit';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { assertVisibleToStudent, openingVisibleToStudent } from './student-visibility';

/**
 * POST /api/sessions/{sessionId}/openings/{openingId}/bookmark: idempotent, only for an opening the student can see.
 * The student's own bookmark is one statement (the check and the insert); an admin acting as the student also
 * records an audit row, in one transaction with the insert.
 */
export async function bookmarkOpening({
  ctx,
  sessionId,
  openingId,
}: {
  ctx: Context;
  sessionId: number;
  openingId: number;
}): Promise<{ message: string }> {
  const studentId = ctx.actor.studentId ?? '';
  if (!ctx.actor.assumedBy) {
    const result = (await ctx.db
      .execute(sql`with visible as (${openingVisibleToStudent({ studentId, sessionId, openingId, now: ctx.now })}),
      added as (insert into ${bookmarks} (student_id, opening_id) select ${studentId}, opening_id from visible on conflict do nothing)
      select count(*)::int as visible from visible`)) as unknown as { rows: { visible: number }[] };
    if (Number(result.rows[0]?.visible) > 0) return { message: 'Bookmarked' };
    // The right 404 (session or opening) for what was refused.
    await assertVisibleToStudent({ db: ctx.db, studentId, sessionId, openingId, now: ctx.now });
    throw new NotFoundError('Opening not found');
  }
  await assertVisibleToStudent({ db: ctx.db, studentId, sessionId, openingId, now: ctx.now });
  await ctx.db.transaction(async (tx) => {
    await tx.insert(bookmarks).values({ studentId, openingId }).onConflictDoNothing();
    await auditIfAssumed({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'bookmark.add', entityType: 'opening', entityId: openingId, details: { sessionId, studentId } },
    });
  });
  return { message: 'Bookmarked' };
}
