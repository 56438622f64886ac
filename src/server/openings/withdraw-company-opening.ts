import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { applications, openings } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { companyIdOf } from './company-scope';
import { findCompanyOpeningForUpdate } from './opening-input';
import { assertTransition, type OpeningActorKind, type OpeningStatus } from './opening-status';
import { selectCompanyOpeningViews } from './opening-view';

/**
 * Withdrawing ends the opening's applications (DOMAIN.md): its ACTIVE applications become WITHDRAWN
 * in the same transaction. Shared by the company and the admin withdraw.
 */
export async function withdrawOpeningIn(tx: Executor, opening: { openingId: number; status: OpeningStatus }, by: OpeningActorKind, now: Date): Promise<void> {
  const status = assertTransition(opening.status, 'withdraw', by);
  await tx.update(openings).set({ status, updatedAt: now }).where(eq(openings.openingId, opening.openingId));
  await tx
    .update(applications)
    .set({ status: 'WITHDRAWN', updatedAt: now })
    .where(and(eq(applications.openingId, opening.openingId), eq(applications.status, 'ACTIVE')));
}

/** POST /api/company/sessions/{sessionId}/openings/{openingId}/withdraw: a PUBLISHED opening, at any time. */
export async function withdrawCompanyOpening(ctx: Context, sessionId: number, openingId: number) {
  const companyId = companyIdOf(ctx.actor);
  await ctx.db.transaction(async (tx) => {
    const opening = await findCompanyOpeningForUpdate(tx, { openingId, companyId, sessionId });
    if (!opening) throw new NotFoundError('Opening not found');
    await withdrawOpeningIn(tx, opening, 'company', ctx.now);
    await recordAudit({ db: tx, actor: ctx.actor, entry: { action: 'opening.withdraw', entityType: 'opening', entityId: openingId, details: { sessionId } } });
  });
  const [view] = await selectCompanyOpeningViews(ctx.db, [openingId], { now: ctx.now });
  return view;
}
