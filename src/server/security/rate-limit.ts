import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { TooManyRequestsError } from '@/server/errors';

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

/**
 * A failure counter (recordFailures): the first `freeFailures` cost nothing; after them each attempt waits
 * 1 s, 2 s, 4 s… (doubling per further failure, at most `maxDelaySeconds`) from the last failure.
 */
export type BackOffRule = { freeFailures: number; maxDelaySeconds: number };

const SWEEP_BATCH = 100;

/**
 * Counts one hit against a fixed window kept in the database (shared by every app instance) and
 * refuses with 429 and Retry-After once the window's limit is spent. One upsert, so concurrent hits
 * cannot both slip through. Each call also sweeps a bounded batch of expired counters.
 */
export async function consumeRateLimit(db: Executor, rule: RateLimitRule, now: Date): Promise<void> {
  await sweepExpiredRateLimits(db, now);
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

export type BackOffState = { failures: number; lastFailureAt: Date };

/** The live failure counts of these keys (keys without one are absent). */
export async function readBackOffs(db: Executor, keys: string[], now: Date): Promise<Map<string, BackOffState>> {
  const rows = await db
    .select({ key: rateLimits.key, hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.expiresAt, now)));
  return new Map(rows.map((row) => [row.key, { failures: row.hits, lastFailureAt: row.windowStartedAt }]));
}

/** Seconds still to wait under this rule (0: go ahead). */
export function backOffWaitSeconds(rule: BackOffRule, state: BackOffState | undefined, now: Date): number {
  if (!state || state.failures < rule.freeFailures) return 0;
  const delaySeconds = Math.min(2 ** (state.failures - rule.freeFailures), rule.maxDelaySeconds);
  return Math.max(0, (state.lastFailureAt.getTime() + delaySeconds * 1000 - now.getTime()) / 1000);
}

/**
 * One more failure for each key, in one upsert. A count is forgotten `forgetAfterSeconds` after its last
 * failure (longer than the longest delay, so waiting out a delay does not reset it) or cleared on success.
 */
export async function recordFailures(db: Executor, keys: string[], forgetAfterSeconds: number, now: Date): Promise<void> {
  const nowText = now.toISOString();
  const forgetAt = new Date(now.getTime() + forgetAfterSeconds * 1000);
  await db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, windowStartedAt: now, hits: 1, expiresAt: forgetAt })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.expiresAt} <= ${nowText}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: now,
        expiresAt: forgetAt,
      },
    });
}

export async function clearBackOffs(db: Executor, keys: string[]): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/**
 * Deletes up to one batch of counters whose window or quiet period has passed, the oldest first; rows
 * another request is sweeping are skipped rather than waited for. Answers how many went.
 */
export async function sweepExpiredRateLimits(db: Executor, now: Date, batchSize = SWEEP_BATCH): Promise<number> {
  const expired = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(lte(rateLimits.expiresAt, now))
    .orderBy(rateLimits.expiresAt)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const deleted = await db.delete(rateLimits).where(inArray(rateLimits.key, expired)).returning({ key: rateLimits.key });
  return deleted.length;
}
