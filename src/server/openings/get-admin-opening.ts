import type { Executor } from '@/db/client';
import type { AdminOpeningView } from '@/lib/openings';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { selectAdminOpeningViews } from './opening-view';

export async function adminOpeningView(db: Executor, openingId: number, now: Date): Promise<AdminOpeningView> {
  const [view] = await selectAdminOpeningViews(db, [openingId], { now });
  if (!view) throw new NotFoundError('Opening not found');
  return view;
}

/** GET /api/admin/openings/{openingId}: any opening, with its status and ranking/result flags. */
export async function getAdminOpening(ctx: Context, openingId: number): Promise<AdminOpeningView> {
  return adminOpeningView(ctx.db, openingId, ctx.now);
}
