import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rateLimits } from '@/db/schema';

/** Gives back one counted attempt of each key (reserveFailure, consumeRateLimit) for an attempt that was not checked after all, or succeeded. */
export async function releaseFailures({ db, keys }: { db: Executor; keys: string[] }): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(inArray(rateLimits.key, keys));
}
