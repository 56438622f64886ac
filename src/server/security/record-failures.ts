import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rateLimits } from '@/db/schema';

/**
 * One more failure for each key, in one upsert. A count is forgotten `forgetAfterSeconds` after its last
 * failure (longer than the longest delay, so waiting out a delay does not reset it) or cleared on success.
 */
export async function recordFailures({
  db,
  now,
  keys,
  forgetAfterSeconds,
}: {
  db: Executor;
  now: Date;
  keys: string[];
  forgetAfterSeconds: number;
}): Promise<void> {
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
