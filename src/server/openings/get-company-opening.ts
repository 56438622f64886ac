import { and, eq } from 'drizzle-orm';
import { openings } from '@/db/schema';
import type { CompanyContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { selectCompanyOpeningViews } from './opening-view';
import type { CompanyOpeningView } from '@/lib/openings';

/** GET /api/company/sessions/{sessionId}/openings/{openingId}: another company's opening is a 404, never a 403 (its existence is not revealed). */
export async function getCompanyOpening({
  ctx,
  sessionId,
  openingId,
}: {
  ctx: CompanyContext;
  sessionId: number;
  openingId: number;
}): Promise<CompanyOpeningView> {
  const companyId = ctx.actor.companyId;
  const [owned] = await ctx.db
    .select({ openingId: openings.openingId })
    .from(openings)
    .where(and(eq(openings.openingId, openingId), eq(openings.sessionId, sessionId), eq(openings.companyId, companyId)))
    .limit(1);
  if (!owned) throw new NotFoundError('Opening not found');
  const [view] = await selectCompanyOpeningViews({ db: ctx.db, openingIds: [openingId], now: ctx.now });
  return view;
}
