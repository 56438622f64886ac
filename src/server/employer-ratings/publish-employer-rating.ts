import type { EmployerRatingView } from '@/lib/employer-ratings';
import { and, eq } from 'drizzle-orm';
import { employerRatings } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError, NotFoundError } from '@/server/errors';
import { selectEmployerRatings, toEmployerRatingView } from './employer-rating-rows';
import type { PublishEmployerRatingInput } from './employer-rating-input';

/**
 * PATCH /api/admin/sessions/{sessionId}/employer-ratings/{studentId} {commentPublished}: the office publishes a
 * rating's comment (shown anonymously with the company's summary) or withdraws it. Audited.
 */
export async function publishEmployerRating({
  ctx,
  sessionId,
  studentId,
  input,
}: {
  ctx: Context<'admin'>;
  sessionId: number;
  studentId: string;
  input: PublishEmployerRatingInput;
}): Promise<EmployerRatingView> {
  const key = and(eq(employerRatings.sessionId, sessionId), eq(employerRatings.studentId, studentId));
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ comment: employerRatings.comment }).from(employerRatings).where(key).for('update');
    if (!before) throw new NotFoundError('ไม่พบการให้คะแนนนี้');
    if (input.commentPublished && !before.comment) throw new ConflictError('การให้คะแนนนี้ไม่มีความคิดเห็นให้เผยแพร่');
    await tx
      .update(employerRatings)
      .set(
        input.commentPublished
          ? { commentPublishedAt: ctx.now, commentPublishedByPlatformUid: ctx.actor.signedInPlatformUid, updatedAt: ctx.now }
          : { commentPublishedAt: null, commentPublishedByPlatformUid: null, updatedAt: ctx.now },
      )
      .where(key);
    const [row] = await selectEmployerRatings({ db: tx, where: key });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: input.commentPublished ? 'employer-rating.publish-comment' : 'employer-rating.unpublish-comment',
        entityType: 'employer_rating',
        entityId: `${sessionId}:${studentId}`,
        details: { sessionId, studentId, companyId: row.companyId, openingId: row.openingId },
      },
    });
    return toEmployerRatingView(row);
  });
}
