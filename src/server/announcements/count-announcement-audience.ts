import { z } from 'zod';
import { ANNOUNCEMENT_AUDIENCES, type AnnouncementAudienceCount } from '@/lib/announcements';
import type { Context } from '@/server/context';
import { integerQuery } from '@/server/validation';
import { audienceCount, sessionTitleOf } from './audience';

export const announcementAudienceQuery = z.object({
  sessionId: integerQuery,
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
});
export type AnnouncementAudienceQuery = z.infer<typeof announcementAudienceQuery>;

/** GET /api/admin/announcements/audience-count: how many people the audience reaches now (404 for an unknown session). */
export async function countAnnouncementAudience({
  ctx,
  query,
}: {
  ctx: Context;
  query: AnnouncementAudienceQuery;
}): Promise<AnnouncementAudienceCount> {
  await sessionTitleOf(ctx.db, query.sessionId);
  return { audience: query.audience, count: await audienceCount(ctx.db, query.sessionId, query.audience) };
}
