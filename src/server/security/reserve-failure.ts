import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { backOffWaitSeconds, type BackOffRule } from './back-off';

/**
 * Counts one failure for `key` before the attempt is checked, if the back-off `rule` lets an attempt through now; else
 * answers the seconds still to wait and counts nothing. One conditional upsert (`… ON CONFLICT DO UPDATE … WHERE …
 * RETURNING`), so of any number of concurrent attempts only as many as the rule allows get through: counting after
 * the check let a burst all pass the rule before any of it was counted. A success clears the count (clearBackOffs);
 * a refusal later in the same attempt gives the reservation back (releaseFailures).
 */
export async function reserveFailure({
  db,
  now,
  key,
  rule,
  forgetAfterSeconds,
}: {
  db: Executor;
  now: Date;
  key: string;
  rule: BackOffRule;
  forgetAfterSeconds: number;
}): Promise<{ waitSeconds: number }> {
  const nowText = now.toISOString();
  const forgetAt = new Date(now.getTime() + forgetAfterSeconds * 1000);
  const isForgotten = sql`${rateLimits.expiresAt} <= ${nowText}::timestamptz`;
  // backOffWaitSeconds in SQL: free failures, then 2^(failures - free) seconds (at most the rule's maximum) from the last.
  const delaySeconds = sql`least(power(2, ${rateLimits.hits} - ${rule.freeFailures}), ${rule.maxDelaySeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, hits: 1, expiresAt: forgetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${isForgotten} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: now,
        expiresAt: forgetAt,
      },
      setWhere: sql`${isForgotten} or ${rateLimits.hits} < ${rule.freeFailures}
        or ${rateLimits.windowStartedAt} + make_interval(secs => ${delaySeconds}) <= ${nowText}::timestamptz`,
    })
    .returning({ hits: rateLimits.hits });
  if (row) return { waitSeconds: 0 };
  const [current] = await db
    .select({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
  const waitSeconds = current ? backOffWaitSeconds(rule, { failures: current.hits, lastFailureAt: current.windowStartedAt }, now) : 0;
  // Refused, so the wait is at least a moment even if the last failure's delay has just run out.
  return { waitSeconds: Math.max(waitSeconds, 1) };
}
