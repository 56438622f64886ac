import { recordAudit } from '@/server/audit';
import type { CompanyOpeningView } from '@/lib/openings';
import type { CompanyContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { findCompanyOpeningForUpdate } from './opening-input';
import { selectCompanyOpeningViews } from './opening-view';
import { withdrawOpeningIn } from './withdraw-opening-in';

/** POST /api/company/sessions/{sessionId}/openings/{openingId}/withdraw: a PUBLISHED opening, at any time. */
export async function withdrawCompanyOpening({
  ctx,
  sessionId,
  openingId,
}: {
  ctx: CompanyContext;
  sessionId: number;
  openingId: number;
}): Promise<CompanyOpeningView> {
  const companyId = ctx.actor.companyId;
  await ctx.db.transaction(async (tx) => {
    const opening = await findCompanyOpeningForUpdate({ db: tx, openingId, companyId, sessionId });
    if (!opening) throw new NotFoundError('Opening not found');
    await withdrawOpeningIn({ db: tx, opening, by: 'company', now: ctx.now });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'opening.withdraw', entityType: 'opening', entityId: openingId, details: { sessionId } },
    });
  });
  const [view] = await selectCompanyOpeningViews({ db: ctx.db, openingIds: [openingId], now: ctx.now });
  return view;
}
