import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { applications, openings } from '@/db/schema';
import { assertResultsStand } from './opening-results-guard';
import { assertTransition, type OpeningActorKind, type OpeningStatus } from './opening-status';

/**
 * Withdrawing ends the opening's applications (DOMAIN.md): its ACTIVE applications become WITHDRAWN
 * in the same transaction. Shared by the company and the admin withdraw (single and bulk). Never once its results
 * are out or while students are matched to it (assertResultsStand). The caller has locked the opening row.
 */
export async function withdrawOpeningIn({
  db: tx,
  opening,
  by,
  now,
}: {
  db: Executor;
  opening: { openingId: number; status: OpeningStatus };
  by: OpeningActorKind;
  now: Date;
}): Promise<void> {
  const status = assertTransition(opening.status, 'withdraw', by);
  await assertResultsStand({ db: tx, openingId: opening.openingId, now, action: 'withdraw' });
  await tx.update(openings).set({ status, updatedAt: now }).where(eq(openings.openingId, opening.openingId));
  await tx
    .update(applications)
    .set({ status: 'WITHDRAWN', updatedAt: now })
    .where(and(eq(applications.openingId, opening.openingId), eq(applications.status, 'ACTIVE')));
}
