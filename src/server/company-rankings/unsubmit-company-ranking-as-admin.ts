import { eq } from 'drizzle-orm';
import { companyRankingSubmissions, openings } from '@/db/schema';
import { currentCompanyRankings, loadSessionRound } from '@/server/applications';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { lockSessionAgainstMatching } from '@/server/matching';
import { ConflictError } from '@/server/errors';
import { assertTransition } from '@/server/openings';
import { findRankedOpening } from './find-ranked-opening';

/**
 * DELETE /api/admin/openings/{openingId}/ranking/{round}: unsubmits the company's ranking, so the
 * company can edit its draft and submit again. History keeps the SUBMIT and gets an UNSUBMIT row;
 * the opening returns RANKING_SUBMITTED → PUBLISHED. Only in the group's current round and before
 * its matching has run (a run used this ranking; the admin undoes the run first).
 */
export async function unsubmitCompanyRankingAsAdmin({
  ctx,
  openingId,
  round,
}: {
  ctx: Context;
  openingId: number;
  round: number;
}): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    // The session before the opening, so a run in progress is waited for and its isMatchingInitiated seen.
    await lockSessionAgainstMatching({ db: tx, sessionId: (await findRankedOpening({ db: tx, openingId })).sessionId });
    const opening = await findRankedOpening({ db: tx, openingId, forUpdate: true });
    const sessionRound = await loadSessionRound({ db: tx, sessionId: opening.sessionId, round });
    if (round !== sessionRound.currentRound)
      throw new ConflictError(`Only a ranking of the current round (${sessionRound.currentRound}) can be unsubmitted`);
    if (sessionRound.isMatchingInitiated) throw new ConflictError(`The matching of round ${round} has already run; undo it first`);
    if (!(await currentCompanyRankings({ db: tx, openingIds: [openingId], round })).has(openingId))
      throw new ConflictError(`The company has no submitted ranking in round ${round}`);
    const status = assertTransition(opening.status, 'unsubmitRanking', 'admin');
    await tx
      .insert(companyRankingSubmissions)
      .values({ openingId, round, action: 'UNSUBMIT', submittedByPlatformUid: ctx.actor.platformUid || null });
    await tx.update(openings).set({ status, updatedAt: ctx.now }).where(eq(openings.openingId, openingId));
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'company-ranking.unsubmit',
        entityType: 'opening',
        entityId: openingId,
        details: { sessionId: opening.sessionId, round },
      },
    });
  });
  return { message: 'Ranking unsubmitted' };
}
