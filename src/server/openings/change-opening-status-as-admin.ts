import { eq } from 'drizzle-orm';
import { openings } from '@/db/schema';
import type { AdminOpeningView } from '@/lib/openings';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { lockOpening } from './admin-opening-scope';
import { adminOpeningView } from './get-admin-opening';
import { assertResultsStand } from './opening-results-guard';
import { assertTransition } from './opening-status';
import { withdrawOpeningIn } from './withdraw-opening-in';

export type AdminOpeningTransition = 'publish' | 'unpublish' | 'withdraw';

/**
 * POST /api/admin/openings/{openingId}/publish|unpublish|withdraw. The lifecycle table decides (409
 * when refused); admins are not bound by the opening submission deadline. Withdraw and unpublish never take back
 * an opening whose results are out or that students are matched to (409 in Thai, opening-results-guard.ts).
 */
export async function changeOpeningStatusAsAdmin({
  ctx,
  openingId,
  transition,
}: {
  ctx: Context;
  openingId: number;
  transition: AdminOpeningTransition;
}): Promise<AdminOpeningView> {
  return ctx.db.transaction(async (tx) => {
    const opening = await lockOpening({ db: tx, openingId });
    if (transition === 'withdraw') {
      // Withdrawing also ends the opening's applications, exactly as when its company withdraws it.
      await withdrawOpeningIn({ db: tx, opening, by: 'admin', now: ctx.now });
      await recordAudit({
        db: tx,
        actor: ctx.actor,
        entry: {
          action: 'opening.withdraw',
          entityType: 'opening',
          entityId: openingId,
          details: { from: opening.status, to: 'WITHDRAWN' },
        },
      });
      return adminOpeningView({ db: tx, openingId, now: ctx.now });
    }
    const status = assertTransition(opening.status, transition, 'admin');
    if (transition === 'unpublish') await assertResultsStand({ db: tx, openingId, now: ctx.now, action: 'unpublish' });
    // publishedAt orders the students' list: a re-publish counts as new; an unpublished draft has none.
    const publishedAt = transition === 'publish' ? ctx.now : transition === 'unpublish' ? null : opening.publishedAt;
    await tx.update(openings).set({ status, publishedAt, updatedAt: ctx.now }).where(eq(openings.openingId, openingId));
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: `opening.${transition}`, entityType: 'opening', entityId: openingId, details: { from: opening.status, to: status } },
    });
    return adminOpeningView({ db: tx, openingId, now: ctx.now });
  });
}
