import type { CompanyContext } from '@/server/context';
import { selectCompanyOpeningViews } from './opening-view';
import { publishCompanyOpeningsIn } from './publish-company-openings';
import type { CompanyOpeningView } from '@/lib/openings';

/** POST /api/company/sessions/{sessionId}/openings/{openingId}/publish: the same checks as a bulk publish of one. */
export async function publishCompanyOpening({
  ctx,
  sessionId,
  openingId,
}: {
  ctx: CompanyContext;
  sessionId: number;
  openingId: number;
}): Promise<CompanyOpeningView> {
  const companyId = ctx.actor.companyId;
  await ctx.db.transaction((tx) => publishCompanyOpeningsIn({ db: tx, ctx, companyId, openingIds: [openingId], sessionId }));
  const [view] = await selectCompanyOpeningViews({ db: ctx.db, openingIds: [openingId], now: ctx.now });
  return view;
}
