import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { TooManyRequestsError } from '@/server/errors';
import { sweepExpiredRateLimits } from './sweep-expired-rate-limits';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

/**
 * Counts one hit against a fixed window kept in the database (shared by every app instance) and
 * refuses with 429 and Retry-After once the window's limit is spent. One upsert, so concurrent hits
 * cannot both slip through. Each call also sweeps a bounded batch of expired counters.
 */
export async function consumeRateLimit({ db, now, rule }: { db: Executor; now: Date; rule: RateLimitRule }): Promise<void> {
  await sweepExpiredRateLimits({ db, now });
  const nowText = now.toISOString();
  const windowEnd = new Date(now.getTime() + rule.windowSeconds * 1000);
  // In SET, the columns are the old row's, so each case looks at whether the old window had ended.
  const isWindowOver = sql`${rateLimits.expiresAt} <= ${nowText}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStartedAt: now, hits: 1, expiresAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${isWindowOver} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${isWindowOver} then ${nowText}::timestamptz else ${rateLimits.windowStartedAt} end`,
        expiresAt: sql`case when ${isWindowOver} then ${windowEnd.toISOString()}::timestamptz else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt });
  if (row && row.hits > rule.limit) throw new TooManyRequestsError((row.expiresAt.getTime() - now.getTime()) / 1000);
}
