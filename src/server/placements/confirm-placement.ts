import type { PlacementView } from '@/lib/placements';
import { sql } from 'drizzle-orm';
import { placementDetails } from '@/db/schema';
import type { StudentContext } from '@/server/context';
import { deadlineText } from '@/server/deadlines';
import { ConflictError } from '@/server/errors';
import { auditPlacementWrite } from './audit-placement-write';
import { assertNotEnded, findPlacement, lockPlacement } from './placement-rows';

/**
 * POST /api/student/sessions/{sessionId}/placement/confirm: the student confirms their placement (they will do the
 * internship as recorded). Once: 409 when already confirmed or ended. One statement whether or not a details row
 * exists, so two confirms at once confirm once.
 */
export async function confirmPlacement({ ctx, sessionId }: { ctx: StudentContext; sessionId: number }): Promise<PlacementView> {
  const studentId = ctx.actor.studentId;
  return auditPlacementWrite({
    ctx,
    sessionId,
    studentId,
    write: async (tx) => {
      const placement = await lockPlacement({ db: tx, now: ctx.now, sessionId, studentId, viewer: { studentId } });
      assertNotEnded(placement);
      const written = await tx
        .insert(placementDetails)
        .values({ sessionId, studentId, openingId: placement.openingId, confirmedAt: ctx.now, updatedAt: ctx.now })
        .onConflictDoUpdate({
          target: [placementDetails.sessionId, placementDetails.studentId, placementDetails.openingId],
          set: { confirmedAt: ctx.now, updatedAt: ctx.now, version: sql`${placementDetails.version} + 1` },
          setWhere: sql`${placementDetails.confirmedAt} is null and ${placementDetails.endedAt} is null`,
        })
        .returning({ version: placementDetails.version });
      const after = await findPlacement({ db: tx, now: ctx.now, sessionId, studentId, viewer: null });
      if (written.length === 0) {
        assertNotEnded(after);
        throw new ConflictError(`ยืนยันการฝึกงานไปแล้วเมื่อ ${deadlineText(new Date(after.confirmedAt!))}`, { current: after });
      }
      return { after, action: 'placement.confirm' };
    },
  });
}
