import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companyRankingSubmissions, openings } from '@/db/schema';
import { currentCompanyRankings, loadSessionRound } from '@/server/applications';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { lockSessionAgainstMatching } from '@/server/matching';
import { ConflictError, NotFoundError } from '@/server/errors';
import { assertTransition } from '@/server/openings';
import { selectCompanyRankingView, withSubmittedBy } from './ranking-view';

async function findOpening(db: Executor, openingId: number, forUpdate = false) {
  const query = db.select({ openingId: openings.openingId, sessionId: openings.sessionId, status: openings.status }).from(openings).where(eq(openings.openingId, openingId)).limit(1);
  const [opening] = forUpdate ? await query.for('update') : await query;
  if (!opening) throw new NotFoundError('Opening not found');
  return opening;
}

/** GET /api/admin/openings/{openingId}/ranking/{round}: the current company ranking with who submitted it. */
export async function getCompanyRankingAsAdmin(ctx: Context, openingId: number, round: number) {
  const opening = await findOpening(ctx.db, openingId);
  await loadSessionRound(ctx.db, opening.sessionId, round);
  return withSubmittedBy(ctx.db, await selectCompanyRankingView(ctx.db, openingId, round));
}

/**
 * DELETE /api/admin/openings/{openingId}/ranking/{round}: unsubmits the company's ranking, so the
 * company can edit its draft and submit again. History keeps the SUBMIT and gets an UNSUBMIT row;
 * the opening returns RANKING_SUBMITTED → PUBLISHED. Only in the group's current round and before
 * its matching has run (a run used this ranking; the admin undoes the run first).
 */
export async function unsubmitCompanyRankingAsAdmin(ctx: Context, openingId: number, round: number) {
  await ctx.db.transaction(async (tx) => {
    // The session before the opening, so a run in progress is waited for and its isMatchingInitiated seen.
    await lockSessionAgainstMatching(tx, { sessionId: (await findOpening(tx, openingId)).sessionId });
    const opening = await findOpening(tx, openingId, true);
    const sessionRound = await loadSessionRound(tx, opening.sessionId, round);
    if (round !== sessionRound.currentRound) throw new ConflictError(`Only a ranking of the current round (${sessionRound.currentRound}) can be unsubmitted`);
    if (sessionRound.isMatchingInitiated) throw new ConflictError(`The matching of round ${round} has already run; undo it first`);
    if (!(await currentCompanyRankings(tx, [openingId], round)).has(openingId)) throw new ConflictError(`The company has no submitted ranking in round ${round}`);
    const status = assertTransition(opening.status, 'unsubmitRanking', 'admin');
    await tx.insert(companyRankingSubmissions).values({ openingId, round, action: 'UNSUBMIT', submittedByPlatformUid: ctx.actor.platformUid || null });
    await tx.update(openings).set({ status, updatedAt: ctx.now }).where(eq(openings.openingId, openingId));
    await recordAudit({ db: tx, actor: ctx.actor, entry: { action: 'company-ranking.unsubmit', entityType: 'opening', entityId: openingId, details: { sessionId: opening.sessionId, round } } });
  });
  return { message: 'Ranking unsubmitted' };
}
