import type { Context } from '@/server/context';
import type { Pagination } from '@/server/validation';
import { listCompanyOpeningsWhere } from './company-opening-query';
import { companyIdOf, loadSessionSchedule } from './company-scope';

/** GET /api/company/sessions/{sessionId}/openings: the company's openings in one session (404 for an unknown session). */
export async function listCompanySessionOpenings(ctx: Context, sessionId: number, pagination: Pagination) {
  const companyId = companyIdOf(ctx.actor);
  await loadSessionSchedule(ctx.db, sessionId);
  return listCompanyOpeningsWhere(ctx.db, { companyId, sessionIds: [sessionId] }, pagination, ctx.now);
}
