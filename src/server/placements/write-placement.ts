import type { PlacementView } from '@/lib/placements';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { placementDetails } from '@/db/schema';
import { BadRequestError } from '@/server/errors';
import { assertNotEnded, detailsKey, findPlacement, lockPlacement, staleVersion, type PlacementViewer } from './placement-rows';
import type { UpdatePlacementInput } from './placement-input';

/**
 * The change of a placement's details, for the admin and the company alike, in the caller's transaction: under the
 * enrollment's lock, refused when the placement ended, the dates checked against the stored ones, then written as one
 * conditional statement on the version the writer read: an INSERT when no row exists yet (version 0; a concurrent
 * first write makes it do nothing) or an UPDATE … WHERE version = v. Of two writes on the same version exactly one
 * succeeds; the other is a 409 with the record as it is now. Answers the placement before and after.
 */
export async function writePlacement({
  db,
  now,
  sessionId,
  studentId,
  viewer,
  input,
}: {
  db: Executor;
  now: Date;
  sessionId: number;
  studentId: string;
  viewer: PlacementViewer;
  input: UpdatePlacementInput;
}): Promise<{ before: PlacementView; after: PlacementView; changed: string[] }> {
  const before = await lockPlacement({ db, now, sessionId, studentId, viewer });
  assertNotEnded(before);
  if (input.version !== before.version) throw staleVersion(before);
  const { version, ...changes } = input;
  const startDate = changes.startDate !== undefined ? changes.startDate : before.startDate;
  const endDate = changes.endDate !== undefined ? changes.endDate : before.endDate;
  if (startDate && endDate && endDate < startDate) throw new BadRequestError(`วันสิ้นสุดการฝึกงาน (${endDate}) ต้องไม่ก่อนวันเริ่ม (${startDate})`);
  const written =
    version === 0
      ? await db
          .insert(placementDetails)
          .values({ sessionId, studentId, openingId: before.openingId, ...changes, updatedAt: now })
          .onConflictDoNothing()
          .returning({ version: placementDetails.version })
      : await db
          .update(placementDetails)
          .set({ ...changes, version: sql`${placementDetails.version} + 1`, updatedAt: now })
          .where(sql`${detailsKey(before)} and ${placementDetails.version} = ${version} and ${placementDetails.endedAt} is null`)
          .returning({ version: placementDetails.version });
  const after = await findPlacement({ db, now, sessionId, studentId, viewer: null });
  if (written.length === 0) throw staleVersion(after);
  const changed = Object.keys(changes).filter((key) => changes[key as keyof typeof changes] !== before[key as keyof PlacementView]);
  return { before, after, changed };
}
