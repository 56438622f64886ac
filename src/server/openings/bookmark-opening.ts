import { bookmarks } from '@/db/schema';
import { auditIfAssumed } from '@/server/audit';
import type { Context } from '@/server/context';
import { assertVisibleToStudent } from './student-visibility';

/** POST /api/sessions/{sessionId}/openings/{openingId}/bookmark: idempotent, only for an opening the student can see. */
export async function bookmarkOpening(ctx: Context, sessionId: number, openingId: number) {
  const studentId = ctx.actor.studentId ?? '';
  await assertVisibleToStudent(ctx.db, studentId, sessionId, openingId, ctx.now);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(bookmarks).values({ studentId, openingId }).onConflictDoNothing();
    await auditIfAssumed({ db: tx, actor: ctx.actor, entry: { action: 'bookmark.add', entityType: 'opening', entityId: openingId, details: { sessionId, studentId } } });
  });
  return { message: 'Bookmarked' };
}
