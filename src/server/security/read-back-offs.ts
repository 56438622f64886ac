import { and, gt, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rateLimits } from '@/db/schema';
import type { BackOffState } from './back-off';

/** The live failure counts of these keys (keys without one are absent). */
export async function readBackOffs({ db, now, keys }: { db: Executor; now: Date; keys: string[] }): Promise<Map<string, BackOffState>> {
  const rows = await db
    .select({ key: rateLimits.key, hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.expiresAt, now)));
  return new Map(rows.map((row) => [row.key, { failures: row.hits, lastFailureAt: row.windowStartedAt }]));
}
