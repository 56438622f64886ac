import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { AppError } from '@/server/errors';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

/**
 * Counts one hit against a fixed window kept in the database (shared by every app instance) and
 * refuses with 429 once the window's limit is spent. One upsert, so concurrent hits cannot both slip through.
 */
export async function consumeRateLimit(db: Executor, rule: RateLimitRule, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits });
  if (row && row.hits > rule.limit) throw new AppError(429, 'Too many attempts, please try again later');
}
