import { and, asc, eq } from 'drizzle-orm';
import { studentRankingDraftItems, studentRankingDrafts } from '@/db/schema';
import type { RankingDraft } from '@/lib/rankings';
import type { StudentContext } from '@/server/context';
import { selectStudentOpeningViews } from '@/server/openings';
import { loadStudentRankingWindow } from './ranking-window';

/**
 * GET /api/student/sessions/{sessionId}/ranking/draft: the working list with its apply line. An
 * opening that was withdrawn, unpublished or deleted since is left out (the student can no longer see
 * it), and the line moves up with it; the next save stores the list as shown.
 */
export async function getStudentRankingDraft({ ctx, sessionId }: { ctx: StudentContext; sessionId: number }): Promise<RankingDraft> {
  const studentId = ctx.actor.studentId;
  await loadStudentRankingWindow({ db: ctx.db, studentId, sessionId });
  const [[draft], items] = await Promise.all([
    ctx.db
      .select()
      .from(studentRankingDrafts)
      .where(and(eq(studentRankingDrafts.sessionId, sessionId), eq(studentRankingDrafts.studentId, studentId))),
    ctx.db
      .select({ openingId: studentRankingDraftItems.openingId })
      .from(studentRankingDraftItems)
      .where(and(eq(studentRankingDraftItems.sessionId, sessionId), eq(studentRankingDraftItems.studentId, studentId)))
      .orderBy(asc(studentRankingDraftItems.position)),
  ]);
  const savedIds = items.map((item) => item.openingId);
  const views = await selectStudentOpeningViews({ db: ctx.db, openingIds: savedIds, now: ctx.now, studentId });
  const visible = views.filter((view) => view.sessionId === sessionId && view.isPublished);
  const visibleIds = new Set(visible.map((view) => view.openingId));
  const dividerIndex = draft?.dividerIndex ?? null;
  const hiddenAboveLine =
    dividerIndex === null ? 0 : savedIds.slice(0, dividerIndex).filter((openingId) => !visibleIds.has(openingId)).length;
  return {
    dividerIndex: dividerIndex === null ? null : dividerIndex - hiddenAboveLine,
    openings: visible,
    updatedAt: draft?.updatedAt.toISOString() ?? null,
  };
}
