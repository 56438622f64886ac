import type { CompanyContext } from '@/server/context';
import type { Pagination } from '@/server/validation';
import { listCompanyOpeningsWhere } from './company-opening-query';
import { loadSessionSchedule } from './company-scope';
import type { List } from '@/lib/list';
import type { CompanyOpeningView } from '@/lib/openings';

/** GET /api/company/sessions/{sessionId}/openings: the company's openings in one session (404 for an unknown session). */
export async function listCompanySessionOpenings({
  ctx,
  sessionId,
  pagination,
}: {
  ctx: CompanyContext;
  sessionId: number;
  pagination: Pagination;
}): Promise<List<CompanyOpeningView>> {
  const companyId = ctx.actor.companyId;
  await loadSessionSchedule({ db: ctx.db, sessionId });
  return listCompanyOpeningsWhere({ db: ctx.db, filter: { companyId, sessionIds: [sessionId] }, pagination, now: ctx.now });
}
