import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { studentRankingDraftItems, studentRankingDrafts } from '@/db/schema';
import type { RankingDraftSaved } from '@/lib/rankings';
import type { Context } from '@/server/context';
import { hasCome } from '@/server/deadlines';
import { BadRequestError } from '@/server/errors';
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
  // Four round trips (begin, the locked window with the openings' visibility, the whole replacement, commit): the
  // deadline hour saves a draft every few seconds per student.
  const updatedAt = await ctx.db.transaction(async (tx) => {
    const window = await loadStudentRankingWindow({ db: tx, studentId, sessionId, lock: true, visibleAmong: input.openingIds });
    // Before the announcement no opening of the session is open to students yet.
    const isAnnounced = hasCome({ date: window.openingAnnouncementDate, now: ctx.now });
    const visibleIds = new Set(isAnnounced ? window.visibleOpeningIds : []);
    const unknown = input.openingIds.filter((openingId) => !visibleIds.has(openingId));
    if (unknown.length > 0)
      throw new BadRequestError(`Openings ${unknown.join(', ')} are not open in this session`, { openingIds: unknown });
    // One statement: the draft row upserted, its items deleted, then the new ones inserted. The insert reads the
    // delete's count, so the delete has run to its end before the first new item is written.
    const openingIds = sql`${input.openingIds.length === 0 ? '{}' : `{${input.openingIds.join(',')}}`}::int[]`;
    await tx.execute(sql`
      with saved as (
        insert into ${studentRankingDrafts} (session_id, student_id, divider_index, updated_at)
        values (${sessionId}, ${studentId}, ${dividerIndex}, ${ctx.now.toISOString()})
        on conflict (session_id, student_id) do update set divider_index = excluded.divider_index, updated_at = excluded.updated_at
        returning 1
      ), cleared as (
        delete from ${studentRankingDraftItems} where session_id = ${sessionId} and student_id = ${studentId} returning 1
      )
      insert into ${studentRankingDraftItems} (session_id, student_id, opening_id, position)
      select ${sessionId}, ${studentId}, item.opening_id, item.position::int - 1
      from unnest(${openingIds}) with ordinality as item(opening_id, position)
      where (select count(*) from cleared) >= 0 and (select count(*) from saved) >= 0`);
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
