import type { Context } from '@/server/context';
import { companyIdOf } from './company-scope';
import { selectCompanyOpeningViews } from './opening-view';
import { publishCompanyOpeningsIn } from './publish-company-openings';

/** POST /api/company/sessions/{sessionId}/openings/{openingId}/publish: the same checks as a bulk publish of one. */
export async function publishCompanyOpening(ctx: Context, sessionId: number, openingId: number) {
  const companyId = companyIdOf(ctx.actor);
  await ctx.db.transaction((tx) => publishCompanyOpeningsIn(tx, ctx, companyId, [openingId], sessionId));
  const [view] = await selectCompanyOpeningViews(ctx.db, [openingId], { now: ctx.now });
  return view;
}
