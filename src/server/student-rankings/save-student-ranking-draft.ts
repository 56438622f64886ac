import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { openings, studentRankingDraftItems, studentRankingDrafts } from '@/db/schema';
import type { RankingDraftSaved } from '@/lib/rankings';
import type { Context } from '@/server/context';
import { hasCome } from '@/server/deadlines';
import { BadRequestError } from '@/server/errors';
import { visibleToStudentsCondition } from '@/server/openings';
import { orderedOpeningIds } from './ranking-input';
import { auditRankingIfAssumed } from './audit-ranking-if-assumed';
import { loadStudentRankingWindow } from './ranking-window';

export const rankingDraftInput = z.object({
  // The apply line: the first dividerIndex openings are the ones to apply to; null or absent means no line yet.
  dividerIndex: z.number().int().min(0).nullable().optional(),
  openingIds: orderedOpeningIds,
});
export type RankingDraftInput = z.infer<typeof rankingDraftInput>;

/**
 * PUT /api/student/sessions/{sessionId}/ranking/draft: autosaved from the ranking screen, so it is
 * allowed whenever the student is enrolled (also after submitting, to prepare the next round). The
 * list replaces the previous one whole, in one transaction: a save is never half applied.
 */
export async function saveStudentRankingDraft({
  ctx,
  sessionId,
  input,
}: {
  ctx: Context;
  sessionId: number;
  input: RankingDraftInput;
}): Promise<RankingDraftSaved> {
  const studentId = ctx.actor.studentId ?? '';
  const dividerIndex = input.dividerIndex ?? null;
  if (dividerIndex !== null && dividerIndex > input.openingIds.length) {
    throw new BadRequestError(`dividerIndex ${dividerIndex} is past the end of the ${input.openingIds.length} openings`);
  }
  const updatedAt = await ctx.db.transaction(async (tx) => {
    const window = await loadStudentRankingWindow({ db: tx, studentId, sessionId, lock: true });
    if (input.openingIds.length > 0) {
      const visible = await tx
        .select({ openingId: openings.openingId })
        .from(openings)
        .where(and(inArray(openings.openingId, input.openingIds), visibleToStudentsCondition(window.sessionId)));
      // Before the announcement no opening of the session is open to students yet.
      const isAnnounced = hasCome({ date: window.openingAnnouncementDate, now: ctx.now });
      const visibleIds = new Set(isAnnounced ? visible.map((row) => row.openingId) : []);
      const unknown = input.openingIds.filter((openingId) => !visibleIds.has(openingId));
      if (unknown.length > 0)
        throw new BadRequestError(`Openings ${unknown.join(', ')} are not open in this session`, { openingIds: unknown });
    }
    await tx
      .insert(studentRankingDrafts)
      .values({ sessionId, studentId, dividerIndex, updatedAt: ctx.now })
      .onConflictDoUpdate({
        target: [studentRankingDrafts.sessionId, studentRankingDrafts.studentId],
        set: { dividerIndex, updatedAt: ctx.now },
      });
    await tx
      .delete(studentRankingDraftItems)
      .where(and(eq(studentRankingDraftItems.sessionId, sessionId), eq(studentRankingDraftItems.studentId, studentId)));
    if (input.openingIds.length > 0) {
      await tx
        .insert(studentRankingDraftItems)
        .values(input.openingIds.map((openingId, position) => ({ sessionId, studentId, openingId, position })));
    }
    await auditRankingIfAssumed({
      db: tx,
      ctx,
      action: 'ranking.draft.save',
      details: { sessionId, openingIds: input.openingIds, dividerIndex },
    });
    return ctx.now;
  });
  return { message: 'Draft saved', updatedAt: updatedAt.toISOString() };
}
