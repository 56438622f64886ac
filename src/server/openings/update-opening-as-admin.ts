import type { AdminOpeningView } from '@/lib/openings';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { lockOpening } from './admin-opening-scope';
import { adminOpeningView } from './get-admin-opening';
import { type UpdateOpeningInput, writeOpeningFields } from './opening-input';
import { assertQuotaKeepsResults } from './opening-results-guard';
import { assertEditable } from './opening-status';

/**
 * PATCH /api/admin/sessions/{sessionId}/openings/{openingId}: an admin corrects any opening that is not withdrawn; its
 * quota never changes once its results are out, nor falls below the students matched to it (409).
 */
export async function updateOpeningAsAdmin({
  ctx,
  sessionId,
  openingId,
  input,
}: {
  ctx: Context;
  sessionId: number;
  openingId: number;
  input: UpdateOpeningInput;
}): Promise<AdminOpeningView> {
  return ctx.db.transaction(async (tx) => {
    const opening = await lockOpening({ db: tx, openingId });
    if (opening.sessionId !== sessionId) throw new NotFoundError('Opening not found');
    assertEditable(opening.status, 'admin');
    await assertQuotaKeepsResults({ db: tx, openingId, now: ctx.now, currentQuota: opening.quota, quota: input.quota });
    await writeOpeningFields({ db: tx, openingId, input, now: ctx.now });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'opening.update', entityType: 'opening', entityId: openingId, details: { fields: Object.keys(input) } },
    });
    return adminOpeningView({ db: tx, openingId, now: ctx.now });
  });
}
