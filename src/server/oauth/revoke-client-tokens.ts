import { and, arrayOverlaps, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { oauthTokens } from '@/db/schema';

/** Revokes a client's live tokens: all of them, or those carrying any of `scopes`. */
export async function revokeTokensOfClient({
  db,
  now,
  clientId,
  scopes,
}: {
  db: Executor;
  now: Date;
  clientId: string;
  scopes?: string[];
}): Promise<void> {
  await db
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(oauthTokens.clientId, clientId),
        isNull(oauthTokens.revokedAt),
        scopes ? arrayOverlaps(oauthTokens.scopes, scopes) : undefined,
      ),
    );
}
