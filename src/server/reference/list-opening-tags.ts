import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { openingTagLinks, openings, openingTags } from '@/db/schema';
import type { OpeningTag } from '@/lib/reference';
import type { Context } from '@/server/context';
import { integerQuery } from '@/server/validation';

export const listOpeningTagsQuery = z.object({ sessionId: integerQuery.optional() });

/** GET /api/common/opening-tags?sessionId: every tag, or only those used by the session's openings. */
export async function listOpeningTags({ ctx: { db }, sessionId }: { ctx: Pick<Context, 'db'>; sessionId?: number }): Promise<OpeningTag[]> {
  if (sessionId === undefined) return db.select().from(openingTags).orderBy(asc(openingTags.tagName));
  const usedTagIds = db
    .selectDistinct({ tagId: openingTagLinks.tagId })
    .from(openingTagLinks)
    .innerJoin(openings, eq(openings.openingId, openingTagLinks.openingId))
    .where(eq(openings.sessionId, sessionId));
  return db.select().from(openingTags).where(inArray(openingTags.tagId, usedTagIds)).orderBy(asc(openingTags.tagName));
}
