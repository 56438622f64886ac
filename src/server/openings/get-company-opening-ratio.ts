import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { openings, sessions } from '@/db/schema';
import type { CompanyContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { integerQuery, listQuery } from '@/server/validation';
import type { CompanyOpeningRatio } from '@/lib/openings';
import { computeCompanyOpeningRatio } from './company-opening-ratio';
import { assertSessionGroupExists } from './company-scope';

export const getCompanyOpeningRatioQuery = z.object({ additionalOpeningIds: listQuery(integerQuery).optional() });

/**
 * GET /api/company/session-groups/{sessionGroupId}/openings/ratio?additionalOpeningIds: per session of
 * the group, the ratio the company would have with those openings published too. The additional ids
 * must be the company's own openings in the group (else 404 listing them).
 */
export async function getCompanyOpeningRatio({
  ctx,
  sessionGroupId,
  additionalOpeningIds = [],
}: {
  ctx: CompanyContext;
  sessionGroupId: number;
  additionalOpeningIds?: number[];
}): Promise<CompanyOpeningRatio> {
  const companyId = ctx.actor.companyId;
  await assertSessionGroupExists({ db: ctx.db, sessionGroupId });
  const uniqueIds = [...new Set(additionalOpeningIds)];
  if (uniqueIds.length > 0) {
    const owned = await ctx.db
      .select({ openingId: openings.openingId })
      .from(openings)
      .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
      .where(and(inArray(openings.openingId, uniqueIds), eq(openings.companyId, companyId), eq(sessions.sessionGroupId, sessionGroupId)));
    const ownedIds = new Set(owned.map((row) => row.openingId));
    const missing = uniqueIds.filter((openingId) => !ownedIds.has(openingId));
    if (missing.length > 0) throw new NotFoundError(`Openings not found: ${missing.join(', ')}`);
  }
  const items = await computeCompanyOpeningRatio({ db: ctx.db, companyId, sessionGroupId, additionalOpeningIds: uniqueIds });
  return { items, isSatisfied: items.every((item) => item.isSatisfied) };
}
