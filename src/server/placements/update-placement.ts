import type { PlacementView } from '@/lib/placements';
import type { Context } from '@/server/context';
import { auditPlacementWrite } from './audit-placement-write';
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
  return auditPlacementWrite({
    ctx,
    sessionId,
    studentId,
    write: async (tx) => {
      const { after, changed } = await writePlacement({ db: tx, now: ctx.now, sessionId, studentId, viewer: null, input });
      return { after, action: 'placement.update', details: { changed, version: after.version } };
    },
  });
}
