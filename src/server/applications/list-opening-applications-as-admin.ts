import { eq } from 'drizzle-orm';
import { openings } from '@/db/schema';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { toList, type List, type Pagination } from '@/server/validation';
import { selectOpeningApplicationViews, type ApplicationView } from './application-view';

/** GET /api/admin/openings/{openingId}/applications/{round}: the company view of the ACTIVE applications, for an admin at any time. */
export async function listOpeningApplicationsAsAdmin({
  ctx,
  openingId,
  round,
  pagination,
}: {
  ctx: Context;
  openingId: number;
  round: number;
  pagination: Pagination;
}): Promise<List<ApplicationView>> {
  const [opening] = await ctx.db.select({ openingId: openings.openingId }).from(openings).where(eq(openings.openingId, openingId)).limit(1);
  if (!opening) throw new NotFoundError('Opening not found');
  const { items, total } = await selectOpeningApplicationViews({
    db: ctx.db,
    openingId,
    round,
    viewer: 'admin',
    page: { offset: (pagination.page - 1) * pagination.limit, limit: pagination.limit },
  });
  return toList(items, total, pagination);
}
