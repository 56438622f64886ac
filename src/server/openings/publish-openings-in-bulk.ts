import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { openings, sessions } from '@/db/schema';
import type { PublishedInBulk } from '@/lib/openings';
import type { CompanyContext } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import { exactlyOneSelection, MAX_BULK_MATCHING } from '@/server/bulk';
import { companyOpeningConditions } from './company-opening-query';
import { assertSessionGroupExists } from './company-scope';
import { companyGroupOpeningsQuery } from './list-company-session-group-openings';
import { selectCompanyOpeningViews } from './opening-view';
import { publishCompanyOpeningsIn } from './publish-company-openings';

/**
 * The body of POST /api/company/openings/publish: the original `{openingIds}`, or `{allMatching}` — the
 * company's group openings list query plus its `sessionGroupId` — so "all N matching" reaches every page.
 */
export const publishOpeningsInBulkBody = z
  .object({
    openingIds: z.array(z.number().int().positive()).min(1, 'Choose at least one opening').max(100).optional(),
    allMatching: companyGroupOpeningsQuery.extend({ sessionGroupId: z.number().int().positive() }).optional(),
  })
  .superRefine((body, context) => exactlyOneSelection(body, 'openingIds', context));
export type PublishOpeningsInBulkBody = z.output<typeof publishOpeningsInBulkBody>;

/**
 * POST /api/company/openings/publish: all or nothing, in one transaction, with the deadline and the company
 * opening ratio checked. `allMatching` publishes the DRAFTs among the matching openings (publishing applies to
 * nothing else, and the list cannot filter drafts from withdrawn ones); only the company's own rows are read.
 */
export async function publishOpeningsInBulk({
  ctx,
  input,
}: {
  ctx: CompanyContext;
  input: PublishOpeningsInBulkBody;
}): Promise<PublishedInBulk> {
  const companyId = ctx.actor.companyId;
  const uniqueIds = await ctx.db.transaction(async (tx) => {
    let ids: number[];
    if (input.openingIds) ids = [...new Set(input.openingIds)];
    else {
      const { sessionGroupId, sessionIds, isPublished } = input.allMatching!;
      await assertSessionGroupExists({ db: tx, sessionGroupId });
      const rows = await tx
        .select({ openingId: openings.openingId })
        .from(openings)
        .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
        .where(and(companyOpeningConditions({ companyId, sessionGroupId, sessionIds, isPublished }), eq(openings.status, 'DRAFT')))
        .orderBy(asc(openings.openingId));
      ids = rows.map((row) => row.openingId);
      if (ids.length === 0) throw new BadRequestError('No draft opening matches the filter');
      if (ids.length > MAX_BULK_MATCHING)
        throw new BadRequestError(`The filter matches ${ids.length} drafts; at most ${MAX_BULK_MATCHING} are published at once`);
    }
    await publishCompanyOpeningsIn({ db: tx, ctx, companyId, openingIds: ids });
    return ids;
  });
  const items = await selectCompanyOpeningViews({ db: ctx.db, openingIds: uniqueIds, now: ctx.now });
  return {
    message: `Published ${uniqueIds.length} opening${uniqueIds.length === 1 ? '' : 's'}`,
    items,
    count: uniqueIds.length,
    ids: [...uniqueIds].sort((a, b) => a - b),
  };
}
