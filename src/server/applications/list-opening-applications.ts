import type { CompanyContext } from '@/server/context';
import { toList, type List, type Pagination } from '@/server/validation';
import { selectOpeningApplicationViews, type ApplicationView } from './application-view';
import { assertApplicationsAnnounced, findOwnOpening, loadSessionRound } from './round-scope';

/**
 * GET /api/sessions/{sessionId}/openings/{openingId}/applications/{round}: the ACTIVE applications
 * of the company's own opening, from the round's applicationAnnouncementDate.
 */
export async function listOpeningApplications({
  ctx,
  sessionId,
  openingId,
  round,
  pagination,
}: {
  ctx: CompanyContext;
  sessionId: number;
  openingId: number;
  round: number;
  pagination: Pagination;
}): Promise<List<ApplicationView>> {
  const companyId = ctx.actor.companyId;
  const sessionRound = await loadSessionRound({ db: ctx.db, sessionId, round });
  await findOwnOpening({ db: ctx.db, openingId, sessionId, companyId });
  assertApplicationsAnnounced({ sessionRound, now: ctx.now });
  const { items, total } = await selectOpeningApplicationViews({
    db: ctx.db,
    openingId,
    round,
    viewer: 'company',
    page: { offset: (pagination.page - 1) * pagination.limit, limit: pagination.limit },
  });
  return toList(items, total, pagination);
}
