import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { arrayLiteral } from '@/db/array-literal';
import { enrollments, openings, rounds, sessionGroups, sessions } from '@/db/schema';
import type { RankingDraftSaved } from '@/lib/rankings';
import { executeAsOwnStudent, ownStudentStatement } from '@/server/auth';
import type { SignedInContext } from '@/server/context';
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
  ctx: SignedInContext<'student'>;
  sessionId: number;
  input: RankingDraftInput;
}): Promise<RankingDraftSaved> {
  const dividerIndex = input.dividerIndex ?? null;
  const isDividerInside = dividerIndex === null || dividerIndex <= input.openingIds.length;
  const draft: DraftValues = { sessionId, dividerIndex, openingIds: arrayLiteral(input.openingIds), now: ctx.now };
  const saved = { message: 'Draft saved', updatedAt: ctx.now.toISOString() };
  // A student's own save is one statement (with the login, when the route left the login to this verb); a refused
  // one and an admin's (audited) save take the transaction, whose checks answer the precise 404 or 400.
  const { actor, row } = await executeAsOwnStudent({ ctx, statement: replaceOwnDraft, values: { ...draft, isAllowed: isDividerInside } });
  if (Number(row?.saved) > 0) return saved;
  if (!isDividerInside) {
    throw new BadRequestError(`dividerIndex ${dividerIndex} is past the end of the ${input.openingIds.length} openings`);
  }
  const studentId = actor.studentId;
  await ctx.db.transaction(async (tx) => {
    const window = await loadStudentRankingWindow({ db: tx, studentId, sessionId, lock: true, visibleAmong: input.openingIds });
    // Before the announcement no opening of the session is open to students yet.
    const isAnnounced = hasCome({ date: window.openingAnnouncementDate, now: ctx.now });
    const visibleIds = new Set(isAnnounced ? window.visibleOpeningIds : []);
    const unknown = input.openingIds.filter((openingId) => !visibleIds.has(openingId));
    if (unknown.length > 0)
      throw new BadRequestError(`Openings ${unknown.join(', ')} are not open in this session`, { openingIds: unknown });
    await tx.execute(sql`select ${replaceDraftCall({ draft, studentId })}`);
    await auditRankingIfAssumed({
      db: tx,
      ctx: { db: ctx.db, now: ctx.now, actor },
      action: 'ranking.draft.save',
      details: { sessionId, openingIds: input.openingIds, dividerIndex },
    });
  });
  return saved;
}

/** A draft's values, or the placeholders of the prepared statement that takes them; `openingIds` is an int[] literal. */
type DraftValues<T = never> = {
  sessionId: number | T;
  dividerIndex: number | null | T;
  openingIds: string | T;
  now: Date | T;
};

/** The whole replacement (the draft row, its old items deleted, the new ones inserted): migration 0016's function. */
function replaceDraftCall({ draft, studentId }: { draft: DraftValues<Placeholder>; studentId: string | SQL }): SQL {
  return sql`replace_student_ranking_draft(${draft.sessionId}, ${studentId}, ${draft.dividerIndex}::int, ${draft.openingIds}::int[], ${draft.now}::timestamptz)`;
}

/**
 * The save in one round trip, when it is allowed: the enrollment row is locked first (the CTE `locked`; a concurrent
 * save of the same student waits here), and the replacement runs only when every opening is one the student may see
 * now. `saved` counts 1 when it ran: 0 when nothing was written (not enrolled, an opening not open, a line past the
 * end (`isAllowed` false), or no student: see executeAsOwnStudent).
 */
const replaceOwnDraft = ownStudentStatement({
  name: 'save_student_ranking_draft',
  write: (studentId) => {
    const draft: DraftValues<Placeholder> = {
      sessionId: sql.placeholder('sessionId'),
      dividerIndex: sql.placeholder('dividerIndex'),
      openingIds: sql.placeholder('openingIds'),
      now: sql.placeholder('now'),
    };
    const ids = sql`${sql.placeholder('openingIds')}::int[]`;
    return {
      ctes: sql`locked as materialized (
      select ${enrollments.studentId} as student_id, ${rounds.openingAnnouncementDate} as announced_at,
        array(select ${openings.openingId} from ${openings}
          where ${openings.openingId} = any(${ids}) and ${visibleToStudentsCondition(draft.sessionId)}) as visible_ids
      from ${enrollments}
      join ${sessions} on ${sessions.sessionId} = ${enrollments.sessionId}
      join ${sessionGroups} on ${sessionGroups.sessionGroupId} = ${sessions.sessionGroupId}
      left join ${rounds} on ${rounds.sessionGroupId} = ${sessionGroups.sessionGroupId} and ${rounds.round} = ${sessionGroups.currentRound}
      where ${enrollments.sessionId} = ${draft.sessionId} and ${enrollments.studentId} = ${studentId}
      for update of ${enrollments}
    ),
    replaced as (
      -- A CTE holding a volatile function is computed whole, whether or not the select reads the column.
      select ${replaceDraftCall({ draft, studentId: sql`locked.student_id` })} as done from locked
      where ${sql.placeholder('isAllowed')}::boolean and (cardinality(${ids}) = 0
        or (locked.announced_at <= ${draft.now}::timestamptz and locked.visible_ids @> ${ids}))
    )`,
      select: sql`(select count(*)::int from replaced) as saved`,
    };
  },
});
