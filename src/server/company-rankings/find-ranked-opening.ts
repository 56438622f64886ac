import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { openings } from '@/db/schema';
import type { OpeningStatus } from '@/lib/openings';
import { NotFoundError } from '@/server/errors';

export type RankedOpening = { openingId: number; sessionId: number; status: OpeningStatus };

/** Any company's opening, for the admin's ranking verbs (404 when unknown); `forUpdate` locks it for a status move. */
export async function findRankedOpening({
  db,
  openingId,
  forUpdate = false,
}: {
  db: Executor;
  openingId: number;
  forUpdate?: boolean;
}): Promise<RankedOpening> {
  const query = db
    .select({ openingId: openings.openingId, sessionId: openings.sessionId, status: openings.status })
    .from(openings)
    .where(eq(openings.openingId, openingId))
    .limit(1);
  const [opening] = forUpdate ? await query.for('update') : await query;
  if (!opening) throw new NotFoundError('Opening not found');
  return opening;
}
