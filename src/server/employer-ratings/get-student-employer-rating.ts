import type { PlacementView } from '@/lib/placements';
import type { StudentEmployerRating } from '@/lib/employer-ratings';
import type { StudentContext } from '@/server/context';
import { formatDateLong } from '@/lib/dates';
import { getStudentPlacement } from '@/server/placements';
import { bangkokDate, ratingKey, selectEmployerRatings, toEmployerRatingView } from './employer-rating-rows';

/** Why the placement cannot be rated yet, or null once it ended or is past its end date. */
export function notYetRatable(placement: PlacementView, now: Date): string | null {
  if (placement.endedAt) return null;
  if (placement.endDate && placement.endDate < bangkokDate(now)) return null;
  return placement.endDate
    ? `ให้คะแนนบริษัทได้หลังการฝึกงานสิ้นสุดวันที่ ${formatDateLong(placement.endDate)}`
    : 'ให้คะแนนบริษัทได้หลังการฝึกงานสิ้นสุด (บริษัทยังไม่ได้ระบุวันสิ้นสุดการฝึกงาน)';
}

/**
 * GET /api/student/sessions/{sessionId}/employer-rating: the student's rating of their placement's company, and
 * whether they may rate it now. 404 when they have no announced placement.
 */
export async function getStudentEmployerRating({
  ctx,
  sessionId,
}: {
  ctx: StudentContext;
  sessionId: number;
}): Promise<StudentEmployerRating> {
  const placement = await getStudentPlacement({ ctx, sessionId });
  const [row] = await selectEmployerRatings({ db: ctx.db, where: ratingKey(placement) });
  const notYetMessage = row ? null : notYetRatable(placement, ctx.now);
  return { rating: row ? toEmployerRatingView(row) : null, canRate: !row && !notYetMessage, notYetMessage };
}
