import type { PlacementView } from '@/lib/placements';
import { sql } from 'drizzle-orm';
import { placementDetails } from '@/db/schema';
import type { Context } from '@/server/context';
import { deadlineText } from '@/server/deadlines';
import { ConflictError } from '@/server/errors';
import { auditPlacementWrite } from './audit-placement-write';
import type { EndPlacementInput } from './placement-input';
import { findPlacement, lockPlacement } from './placement-rows';

/**
 * POST /api/admin/sessions/{sessionId}/placements/{studentId}/end {reason}: the office ends a placement after the
 * results are announced (the student left, the company closed the position). The record is kept and reads ENDED;
 * the enrollment keeps its match. Before the announcement the match is undone instead (409 naming the date).
 */
export async function endPlacement({
  ctx,
  sessionId,
  studentId,
  input,
}: {
  ctx: Context<'admin'>;
  sessionId: number;
  studentId: string;
  input: EndPlacementInput;
}): Promise<PlacementView> {
  return auditPlacementWrite({
    ctx,
    sessionId,
    studentId,
    write: async (tx) => {
      const placement = await lockPlacement({ db: tx, now: ctx.now, sessionId, studentId, viewer: null });
      if (!placement.isAnnounced)
        throw new ConflictError(
          `ยุติการฝึกงานได้ตั้งแต่ประกาศผลการจับคู่รอบที่ ${placement.round} เมื่อ ${deadlineText(new Date(placement.resultAnnouncementDate))} ก่อนหน้านั้นให้ยกเลิกผลการจับคู่ของนิสิตแทน`,
        );
      const ended = { endedAt: ctx.now, endReason: input.reason, endedByPlatformUid: ctx.actor.signedInPlatformUid, updatedAt: ctx.now };
      // One statement whether or not a details row exists; an ended row is left alone (0 rows: already ended).
      const written = await tx
        .insert(placementDetails)
        .values({ sessionId, studentId, openingId: placement.openingId, ...ended })
        .onConflictDoUpdate({
          target: [placementDetails.sessionId, placementDetails.studentId, placementDetails.openingId],
          set: { ...ended, version: sql`${placementDetails.version} + 1` },
          setWhere: sql`${placementDetails.endedAt} is null`,
        })
        .returning({ version: placementDetails.version });
      const after = await findPlacement({ db: tx, now: ctx.now, sessionId, studentId, viewer: null });
      if (written.length === 0)
        throw new ConflictError(`การฝึกงานนี้ยุติไปแล้วเมื่อ ${deadlineText(new Date(after.endedAt!))}`, { current: after });
      return { after, action: 'placement.end', details: { reason: input.reason } };
    },
  });
}
