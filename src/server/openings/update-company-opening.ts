import { NotFoundError } from '@/server/errors';
import { recordAudit } from '@/server/audit';
import type { CompanyContext } from '@/server/context';
import { isPublishedStatus } from '@/lib/openings';
import { assertRatioSatisfied, computeCompanyOpeningRatio } from './company-opening-ratio';
import { assertBeforeOpeningSubmissionDeadline, loadSessionSchedule } from './company-scope';
import { findCompanyOpeningForUpdate, writeOpeningFields, type UpdateOpeningInput } from './opening-input';
import { assertQuotaKeepsResults } from './opening-results-guard';
import { assertEditable } from './opening-status';
import { selectCompanyOpeningViews } from './opening-view';
import type { CompanyOpeningView } from '@/lib/openings';

/**
 * PATCH /api/company/sessions/{sessionId}/openings/{openingId}. A company edits its DRAFT openings at
 * any time and its PUBLISHED ones until the opening submission deadline (afterwards students rely on
 * them; an admin corrects them). A quota change of a published opening must keep the ratio.
 */
export async function updateCompanyOpening({
  ctx,
  sessionId,
  openingId,
  input,
}: {
  ctx: CompanyContext;
  sessionId: number;
  openingId: number;
  input: UpdateOpeningInput;
}): Promise<CompanyOpeningView> {
  const companyId = ctx.actor.companyId;
  await ctx.db.transaction(async (tx) => {
    const opening = await findCompanyOpeningForUpdate({ db: tx, openingId, companyId, sessionId });
    if (!opening) throw new NotFoundError('Opening not found');
    assertEditable(opening.status, 'company');
    const schedule = await loadSessionSchedule({ db: tx, sessionId });
    if (opening.status !== 'DRAFT') assertBeforeOpeningSubmissionDeadline({ schedule, now: ctx.now, action: 'edit' });
    // An opening that went on to a later round keeps the students matched to it earlier: its quota never drops below them.
    await assertQuotaKeepsResults({ db: tx, openingId, now: ctx.now, currentQuota: opening.quota, quota: input.quota });
    await writeOpeningFields({ db: tx, openingId, input, now: ctx.now });
    if (isPublishedStatus(opening.status) && input.quota !== undefined && input.quota !== opening.quota) {
      assertRatioSatisfied(await computeCompanyOpeningRatio({ db: tx, companyId, sessionGroupId: schedule.sessionGroupId, lock: true }));
    }
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'opening.update', entityType: 'opening', entityId: openingId, details: { fields: Object.keys(input) } },
    });
  });
  const [view] = await selectCompanyOpeningViews({ db: ctx.db, openingIds: [openingId], now: ctx.now });
  return view;
}
