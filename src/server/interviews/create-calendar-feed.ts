import { calendarFeedTokens } from '@/db/schema';
import type { CalendarFeedCreated } from '@/lib/interviews';
import { auditIfAssumed } from '@/server/audit';
import type { Context } from '@/server/context';
import { portalUrl } from '@/server/notifications';
import { feedHolderOf, feedPath, feedTokenHash, newFeedToken } from './calendar-feed-token';

/**
 * POST /api/calendar-feed: makes the person's private calendar feed URL, or a new one in place of the old (which stops
 * working at once: one row per person, its hash replaced). The URL is answered this once.
 */
export async function createCalendarFeed({ ctx }: { ctx: Context<'student' | 'company_user'> }): Promise<CalendarFeedCreated> {
  const holder = feedHolderOf(ctx);
  const token = newFeedToken();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(calendarFeedTokens)
      .values({ ...holder, tokenHash: feedTokenHash(token), createdAt: ctx.now })
      .onConflictDoUpdate({
        target: [calendarFeedTokens.holderRole, calendarFeedTokens.holderId],
        set: { tokenHash: feedTokenHash(token), createdAt: ctx.now },
      });
    await auditIfAssumed({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'calendar-feed.create', entityType: 'calendar_feed', entityId: holder.holderId },
    });
  });
  return { url: `${portalUrl()}${feedPath(token)}`, createdAt: ctx.now.toISOString() };
}
