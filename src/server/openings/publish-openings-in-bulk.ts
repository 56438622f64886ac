import type { Context } from '@/server/context';
import { companyIdOf } from './company-scope';
import { selectCompanyOpeningViews } from './opening-view';
import { publishCompanyOpeningsIn } from './publish-company-openings';

/** POST /api/company/openings/publish {openingIds}: all or nothing, in one transaction. */
export async function publishOpeningsInBulk(ctx: Context, openingIds: number[]) {
  const companyId = companyIdOf(ctx.actor);
  const uniqueIds = [...new Set(openingIds)];
  await ctx.db.transaction((tx) => publishCompanyOpeningsIn(tx, ctx, companyId, uniqueIds));
  const items = await selectCompanyOpeningViews(ctx.db, uniqueIds, { now: ctx.now });
  return { message: `Published ${uniqueIds.length} opening${uniqueIds.length === 1 ? '' : 's'}`, items };
}
