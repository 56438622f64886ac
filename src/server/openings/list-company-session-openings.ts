import type { Context } from '@/server/context';
import type { Pagination } from '@/server/validation';
import { listCompanyOpeningsWhere } from './company-opening-query';
import { companyIdOf, loadSessionSchedule } from './company-scope';
import type { List } from '@/lib/list';
import type { CompanyOpeningView } from '@/lib/openings';

/** GET /api/company/sessions/{sessionId}/openings: the company's openings in one session (404 for an unknown session). */
export async function listCompanySessionOpenings({
  ctx,
  sessionId,
  pagination,
}: {
  ctx: Context;
  sessionId: number;
  pagination: Pagination;
}): Promise<List<CompanyOpeningView>> {
  const companyId = companyIdOf(ctx.actor);
  await loadSessionSchedule({ db: ctx.db, sessionId });
  return listCompanyOpeningsWhere({ db: ctx.db, filter: { companyId, sessionIds: [sessionId] }, pagination, now: ctx.now });
}
