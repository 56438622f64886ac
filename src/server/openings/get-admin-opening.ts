import type { Executor } from '@/db/client';
import type { AdminOpeningView } from '@/lib/openings';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { selectAdminOpeningViews } from './opening-view';

export async function adminOpeningView({ db, openingId, now }: { db: Executor; openingId: number; now: Date }): Promise<AdminOpeningView> {
  const [view] = await selectAdminOpeningViews({ db, openingIds: [openingId], now });
  if (!view) throw new NotFoundError('Opening not found');
  return view;
}

/** GET /api/admin/openings/{openingId}: any opening, with its status and ranking/result flags. */
export async function getAdminOpening({ ctx, openingId }: { ctx: Context; openingId: number }): Promise<AdminOpeningView> {
  return adminOpeningView({ db: ctx.db, openingId, now: ctx.now });
}
