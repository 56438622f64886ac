import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { z } from 'zod';
import { enrollments, openings, rounds, sessionGroups, sessions } from '@/db/schema';
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
  const draft = { sessionId, studentId, dividerIndex, openingIds: input.openingIds, now: ctx.now };
  // A student's own save is one statement; a refused one and an admin's (audited) save take the transaction,
  // whose checks answer the precise 404 or 400.
  const isSaved = !ctx.actor.assumedBy && (await replaceDraftInOneStatement({ db: ctx.db, draft }));
  if (!isSaved) {
    await ctx.db.transaction(async (tx) => {
      const window = await loadStudentRankingWindow({ db: tx, studentId, sessionId, lock: true, visibleAmong: input.openingIds });
      // Before the announcement no opening of the session is open to students yet.
      const isAnnounced = hasCome({ date: window.openingAnnouncementDate, now: ctx.now });
      const visibleIds = new Set(isAnnounced ? window.visibleOpeningIds : []);
      const unknown = input.openingIds.filter((openingId) => !visibleIds.has(openingId));
      if (unknown.length > 0)
        throw new BadRequestError(`Openings ${unknown.join(', ')} are not open in this session`, { openingIds: unknown });
      await tx.execute(sql`select ${replaceDraftCall(draft)}`);
      await auditRankingIfAssumed({
        db: tx,
        ctx,
        action: 'ranking.draft.save',
        details: { sessionId, openingIds: input.openingIds, dividerIndex },
      });
    });
  }
  return { message: 'Draft saved', updatedAt: ctx.now.toISOString() };
}

type DraftReplacement = { sessionId: number; studentId: string; dividerIndex: number | null; openingIds: number[]; now: Date };

/** The whole replacement (the draft row, its old items deleted, the new ones inserted): migration 0016's function. */
function replaceDraftCall(draft: DraftReplacement): SQL {
  return sql`replace_student_ranking_draft(${draft.sessionId}, ${draft.studentId}, ${draft.dividerIndex}::int, ${intArray(draft.openingIds)}, ${draft.now.toISOString()}::timestamptz)`;
}

/**
 * The save in one round trip, when it is allowed: the enrollment row is locked first (the CTE; a concurrent save of
 * the same student waits here), and the replacement runs only when every opening is one the student may see now.
 * False when nothing was written: not enrolled, or an opening not (yet) open to students.
 */
async function replaceDraftInOneStatement({ db, draft }: { db: Executor; draft: DraftReplacement }): Promise<boolean> {
  const { sessionId, studentId, openingIds, now } = draft;
  const result = (await db.execute(
    sql`with locked as materialized (
      select ${rounds.openingAnnouncementDate} as announced_at,
        array(select ${openings.openingId} from ${openings}
          where ${openings.openingId} = any(${intArray(openingIds)}) and ${visibleToStudentsCondition(sessionId)}) as visible_ids
      from ${enrollments}
      join ${sessions} on ${sessions.sessionId} = ${enrollments.sessionId}
      join ${sessionGroups} on ${sessionGroups.sessionGroupId} = ${sessions.sessionGroupId}
      left join ${rounds} on ${rounds.sessionGroupId} = ${sessionGroups.sessionGroupId} and ${rounds.round} = ${sessionGroups.currentRound}
      where ${enrollments.sessionId} = ${sessionId} and ${enrollments.studentId} = ${studentId}
      for update of ${enrollments}
    )
    select 1 as saved, ${replaceDraftCall(draft)} from locked
    where cardinality(${intArray(openingIds)}) = 0
      or (locked.announced_at <= ${now.toISOString()}::timestamptz and locked.visible_ids @> ${intArray(openingIds)})`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

function intArray(values: number[]): SQL {
  return sql`${`{${values.join(',')}}`}::int[]`;
}
