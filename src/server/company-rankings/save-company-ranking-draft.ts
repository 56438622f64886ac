import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { companyRankingDraftItems } from '@/db/schema';
import { currentCompanyRankings } from '@/server/applications';
import type { CompanyContext } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { assertActiveApplicationIds, assertCompanyRankingWindow, loadCompanyRankingScope } from './ranking-scope';

export const companyRankingDraftInput = z.object({ applicationIds: z.array(z.number().int().positive()).max(1000) });
export type CompanyRankingDraftInput = z.infer<typeof companyRankingDraftInput>;

/**
 * PUT /api/company/sessions/{sessionId}/openings/{openingId}/ranking/draft {applicationIds}: replaces
 * the working order of the current round (autosaved, never history). Only while the ranking window
 * is open, the opening PUBLISHED and not yet submitted this round. Answers 200 with a message.
 */
export async function saveCompanyRankingDraft({
  ctx,
  sessionId,
  openingId,
  input,
}: {
  ctx: CompanyContext;
  sessionId: number;
  openingId: number;
  input: CompanyRankingDraftInput;
}): Promise<{ message: string }> {
  const companyId = ctx.actor.companyId;
  await ctx.db.transaction(async (tx) => {
    // The opening row lock orders a draft save after a concurrent submit of the same opening.
    const { sessionRound, opening, round } = await loadCompanyRankingScope({ db: tx, sessionId, openingId, companyId, forUpdate: true });
    assertCompanyRankingWindow({ sessionRound, now: ctx.now });
    if ((await currentCompanyRankings({ db: tx, openingIds: [openingId], round })).has(openingId))
      throw new ConflictError(`The ranking of round ${round} is already submitted`);
    if (opening.status !== 'PUBLISHED') throw new ConflictError(`Cannot rank the applicants of an opening that is ${opening.status}`);
    await assertActiveApplicationIds({ db: tx, openingId, round, ids: input.applicationIds, field: 'applicationIds' });
    await tx
      .delete(companyRankingDraftItems)
      .where(and(eq(companyRankingDraftItems.openingId, openingId), eq(companyRankingDraftItems.round, round)));
    if (input.applicationIds.length) {
      await tx
        .insert(companyRankingDraftItems)
        .values(input.applicationIds.map((applicationId, index) => ({ openingId, round, applicationId, position: index + 1 })));
    }
  });
  return { message: 'Draft saved' };
}
