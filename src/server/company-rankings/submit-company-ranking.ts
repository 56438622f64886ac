import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { companyRankingSubmissionItems, companyRankingSubmissions, openings } from '@/db/schema';
import { currentCompanyRankings } from '@/server/applications';
import { recordAudit } from '@/server/audit';
import type { CompanyContext } from '@/server/context';
import { notifyCompanyRankingSubmitted } from '@/server/notifications';
import { lockSessionAgainstMatching } from '@/server/matching';
import { BadRequestError, ConflictError } from '@/server/errors';
import { assertTransition } from '@/server/openings';
import { activeApplicationIds, assertActiveApplicationIds, assertCompanyRankingWindow, loadCompanyRankingScope } from './ranking-scope';
import { selectCompanyRankingView, withoutSubmitter, type CompanyRankingView } from './ranking-view';

const applicationIds = z.array(z.number().int().positive()).max(1000);

export const submitCompanyRankingInput = z.object({
  selectedApplicationIds: applicationIds,
  sharedRankingApplicationIds: applicationIds.default([]),
  excludedApplicationNote: z.string().trim().max(2000).nullish(),
});
export type SubmitCompanyRankingInput = z.infer<typeof submitCompanyRankingInput>;

/**
 * POST /api/company/sessions/{sessionId}/openings/{openingId}/ranking: submits the current round's
 * ranking. Every ACTIVE application gets one item: the selected ones their position 1..k, the rest
 * excluded (position null); only selected ones may be shared. The opening moves PUBLISHED →
 * RANKING_SUBMITTED in the same transaction. Once per round until an admin unsubmits (409).
 */
export async function submitCompanyRanking({
  ctx,
  sessionId,
  openingId,
  input,
}: {
  ctx: CompanyContext;
  sessionId: number;
  openingId: number;
  input: SubmitCompanyRankingInput;
}): Promise<CompanyRankingView> {
  const companyId = ctx.actor.companyId;
  const round = await ctx.db.transaction(async (tx) => {
    // The session first (a run of it and this submit wait for each other), then the opening.
    await lockSessionAgainstMatching({ db: tx, sessionId });
    const { sessionRound, opening, round } = await loadCompanyRankingScope({ db: tx, sessionId, openingId, companyId, forUpdate: true });
    assertCompanyRankingWindow({ sessionRound, now: ctx.now });
    if (sessionRound.isMatchingInitiated)
      throw new ConflictError(`The matching of round ${round} has already run; ask an admin to undo it first`);
    if ((await currentCompanyRankings({ db: tx, openingIds: [openingId], round })).has(openingId))
      throw new ConflictError(`The ranking of round ${round} is already submitted`);
    const status = assertTransition(opening.status, 'submitRanking', 'company');

    await assertActiveApplicationIds({ db: tx, openingId, round, ids: input.selectedApplicationIds, field: 'selectedApplicationIds' });
    const selected = new Set(input.selectedApplicationIds);
    const sharedDuplicates = input.sharedRankingApplicationIds.filter(
      (id, index) => input.sharedRankingApplicationIds.indexOf(id) !== index,
    );
    if (sharedDuplicates.length)
      throw new BadRequestError(
        `sharedRankingApplicationIds lists application ${[...new Set(sharedDuplicates)].join(', ')} more than once`,
      );
    const notSelected = input.sharedRankingApplicationIds.filter((id) => !selected.has(id));
    if (notSelected.length)
      throw new BadRequestError(`sharedRankingApplicationIds: application ${notSelected.join(', ')} is not in selectedApplicationIds`);

    const note = input.excludedApplicationNote?.trim() ? input.excludedApplicationNote.trim() : null;
    const [submission] = await tx
      .insert(companyRankingSubmissions)
      .values({ openingId, round, action: 'SUBMIT', excludedApplicationNote: note, submittedByPlatformUid: ctx.actor.platformUid || null })
      .returning({ submissionId: companyRankingSubmissions.submissionId });
    const shared = new Set(input.sharedRankingApplicationIds);
    const positions = new Map(input.selectedApplicationIds.map((id, index) => [id, index + 1]));
    const allActive = await activeApplicationIds({ db: tx, openingId, round });
    if (allActive.length) {
      await tx.insert(companyRankingSubmissionItems).values(
        allActive.map((applicationId) => ({
          submissionId: submission.submissionId,
          applicationId,
          position: positions.get(applicationId) ?? null,
          isShared: shared.has(applicationId),
        })),
      );
    }
    await tx.update(openings).set({ status, updatedAt: ctx.now }).where(eq(openings.openingId, openingId));
    await notifyCompanyRankingSubmitted({ db: tx, now: ctx.now, submissionId: submission.submissionId, openingId, round });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'company-ranking.submit',
        entityType: 'opening',
        entityId: openingId,
        details: {
          sessionId,
          round,
          selectedCount: selected.size,
          excludedCount: allActive.length - selected.size,
          sharedCount: shared.size,
        },
      },
    });
    return round;
  });
  return withoutSubmitter(await selectCompanyRankingView({ db: ctx.db, openingId, round, viewer: 'company' }));
}
