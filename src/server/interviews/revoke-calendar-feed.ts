import { and, eq } from 'drizzle-orm';
import { calendarFeedTokens } from '@/db/schema';
import { auditIfAssumed } from '@/server/audit';
import type { Context } from '@/server/context';
import { feedHolderOf } from './calendar-feed-token';

/** DELETE /api/calendar-feed: the feed URL stops working (404); a new one can be made later. */
export async function revokeCalendarFeed({ ctx }: { ctx: Context<'student' | 'company_user'> }): Promise<{ message: string }> {
  const holder = feedHolderOf(ctx);
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(calendarFeedTokens)
      .where(and(eq(calendarFeedTokens.holderRole, holder.holderRole), eq(calendarFeedTokens.holderId, holder.holderId)));
    await auditIfAssumed({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'calendar-feed.revoke', entityType: 'calendar_feed', entityId: holder.holderId },
    });
  });
  return { message: 'Calendar feed revoked' };
}
