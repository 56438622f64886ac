import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { companies } from '@/db/schema';
import type { PublicCompanyView } from '@/lib/companies';
import type { Context } from '@/server/context';
import { ForbiddenError, NotFoundError } from '@/server/errors';
import { integerQuery } from '@/server/validation';
import { selectCompanies, toPublicCompanyView } from './company-view';
import { canSeeSessionOpenings, listPublishedOpenings } from './session-openings';

export const getPublicCompanyQuery = z.object({ sessionId: integerQuery.optional() });

/**
 * GET /api/common/companies/{companyId}?sessionId: the public profile. A company user may read only
 * its own company (403 for any other id); students never see a disabled company (404). With a
 * session, the company's published openings there, which a student sees from the announcement.
 */
export async function getPublicCompany({
  ctx,
  companyId,
  sessionId,
}: {
  ctx: Context;
  companyId: number;
  sessionId?: number;
}): Promise<PublicCompanyView> {
  if (ctx.actor.role === 'company_user' && ctx.actor.companyId !== companyId)
    throw new ForbiddenError('A company user may only read its own company');
  const [row] = await selectCompanies(ctx.db).where(eq(companies.companyId, companyId)).limit(1);
  if (!row || (!row.isActive && ctx.actor.role !== 'admin')) throw new NotFoundError('Company not found');
  const company = toPublicCompanyView(row);
  if (sessionId === undefined) return company;
  const isVisible = await canSeeSessionOpenings({ ctx, sessionId });
  return { ...company, openings: isVisible ? await listPublishedOpenings({ db: ctx.db, companyId, sessionId }) : [] };
}
