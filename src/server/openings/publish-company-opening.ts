import type { Context } from '@/server/context';
import { companyIdOf } from './company-scope';
import { selectCompanyOpeningViews } from './opening-view';
import { publishCompanyOpeningsIn } from './publish-company-openings';
import type { CompanyOpeningView } from '@/lib/openings';

/** POST /api/company/sessions/{sessionId}/openings/{openingId}/publish: the same checks as a bulk publish of one. */
export async function publishCompanyOpening({
  ctx,
  sessionId,
  openingId,
}: {
  ctx: Context;
  sessionId: number;
  openingId: number;
}): Promise<CompanyOpeningView> {
  const companyId = companyIdOf(ctx.actor);
  await ctx.db.transaction((tx) => publishCompanyOpeningsIn({ db: tx, ctx, companyId, openingIds: [openingId], sessionId }));
  const [view] = await selectCompanyOpeningViews({ db: ctx.db, openingIds: [openingId], now: ctx.now });
  return view;
}
