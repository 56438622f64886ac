import type { EmployerRatingView } from '@/lib/employer-ratings';
import { employerRatings } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { StudentContext } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { getStudentPlacement } from '@/server/placements';
import { ratingKey, selectEmployerRatings, toEmployerRatingView } from './employer-rating-rows';
import type { RateEmployerInput } from './employer-rating-input';
import { notYetRatable } from './get-student-employer-rating';

/**
 * POST /api/student/sessions/{sessionId}/employer-rating: the student rates their placement's company, once the
 * placement ended or is past its end date (409 before), and only once (409 on a second: a rating is then read-only).
 * Audited like every write of the placement term; the entry names the rating, not its scores.
 */
export async function rateEmployer({
  ctx,
  sessionId,
  input,
}: {
  ctx: StudentContext;
  sessionId: number;
  input: RateEmployerInput;
}): Promise<EmployerRatingView> {
  // One conditional insert: of two ratings at once exactly one is written, the other is the 409 of a second.
  const placement = await getStudentPlacement({ ctx, sessionId });
  const notYet = notYetRatable(placement, ctx.now);
  if (notYet) throw new ConflictError(notYet);
  await ctx.db.transaction(async (tx) => {
    const written = await tx
      .insert(employerRatings)
      .values({
        sessionId,
        studentId: placement.studentId,
        openingId: placement.openingId,
        companyId: placement.companyId,
        ...input,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning({ studentId: employerRatings.studentId });
    if (written.length === 0) throw new ConflictError('คุณให้คะแนนบริษัทนี้ไปแล้ว แก้ไขคะแนนไม่ได้');
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'employer-rating.create',
        entityType: 'employer_rating',
        entityId: `${sessionId}:${placement.studentId}`,
        details: { sessionId, companyId: placement.companyId, openingId: placement.openingId },
      },
    });
  });
  const [row] = await selectEmployerRatings({ db: ctx.db, where: ratingKey(placement) });
  return toEmployerRatingView(row);
}
