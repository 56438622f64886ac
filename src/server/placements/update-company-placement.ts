import type { PlacementView } from '@/lib/placements';
import type { CompanyContext } from '@/server/context';
import { auditPlacementWrite } from './audit-placement-write';
import { notifyPlacementDetails } from './notify-placement-details';
import type { UpdatePlacementInput } from './placement-input';
import { writePlacement } from './write-placement';

/**
 * PATCH /api/company/sessions/{sessionId}/placements/{studentId}: the company fills the mentor, the dates and where
 * the work happens for a student placed in one of its openings (from the announcement; another company's or an
 * unannounced placement is 404). When the mentor and both dates are first all there, the student is told.
 */
export async function updateCompanyPlacement({
  ctx,
  sessionId,
  studentId,
  input,
}: {
  ctx: CompanyContext;
  sessionId: number;
  studentId: string;
  input: UpdatePlacementInput;
}): Promise<PlacementView> {
  const viewer = { companyId: ctx.actor.companyId };
  return auditPlacementWrite({
    ctx,
    sessionId,
    studentId,
    write: async (tx) => {
      const { before, after, changed } = await writePlacement({ db: tx, now: ctx.now, sessionId, studentId, viewer, input });
      if (before.state === 'AWAITING_DETAILS' && after.state === 'DETAILS_FILLED')
        await notifyPlacementDetails({ db: tx, now: ctx.now, placement: after });
      return { after, action: 'placement.update', details: { changed, version: after.version } };
    },
  });
}
