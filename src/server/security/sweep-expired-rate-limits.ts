import { inArray, lte } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rateLimits } from '@/db/schema';

const SWEEP_BATCH = 100;

/**
 * Deletes up to one batch of counters whose window or quiet period has passed, the oldest first; rows
 * another request is sweeping are skipped rather than waited for. Answers how many went.
 */
export async function sweepExpiredRateLimits({
  db,
  now,
  batchSize = SWEEP_BATCH,
}: {
  db: Executor;
  now: Date;
  batchSize?: number;
}): Promise<number> {
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
