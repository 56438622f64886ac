import { and, eq } from 'drizzle-orm';
import { calendarFeedTokens } from '@/db/schema';
import type { CalendarFeedStatus } from '@/lib/interviews';
import type { Context } from '@/server/context';
import { feedHolderOf } from './calendar-feed-token';

/** GET /api/calendar-feed: whether the person has a live feed URL, and since when (the URL itself is never shown again). */
export async function getCalendarFeedStatus({ ctx }: { ctx: Context<'student' | 'company_user'> }): Promise<CalendarFeedStatus> {
  const holder = feedHolderOf(ctx);
  const [row] = await ctx.db
    .select({ createdAt: calendarFeedTokens.createdAt })
    .from(calendarFeedTokens)
    .where(and(eq(calendarFeedTokens.holderRole, holder.holderRole), eq(calendarFeedTokens.holderId, holder.holderId)))
    .limit(1);
  return { isActive: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}
