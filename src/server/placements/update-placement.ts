import type { PlacementView } from '@/lib/placements';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import type { UpdatePlacementInput } from './placement-input';
import { writePlacement } from './write-placement';

/**
 * PATCH /api/admin/sessions/{sessionId}/placements/{studentId}: the office changes any detail of a placement (also
 * before the results are announced, to prepare it). Audited with the fields changed.
 */
export async function updatePlacement({
  ctx,
  sessionId,
  studentId,
  input,
}: {
  ctx: Context<'admin'>;
  sessionId: number;
  studentId: string;
  input: UpdatePlacementInput;
}): Promise<PlacementView> {
  return ctx.db.transaction(async (tx) => {
    const { after, changed } = await writePlacement({ db: tx, now: ctx.now, sessionId, studentId, viewer: null, input });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'placement.update',
        entityType: 'placement',
        entityId: `${sessionId}:${studentId}`,
        details: { sessionId, studentId, openingId: after.openingId, changed, version: after.version },
      },
    });
    return after;
  });
}
