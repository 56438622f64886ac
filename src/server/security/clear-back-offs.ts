import { inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rateLimits } from '@/db/schema';

/** Forgets the failure counts of these keys (after a success). */
export async function clearBackOffs({ db, keys }: { db: Executor; keys: string[] }): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}
