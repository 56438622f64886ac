import { count, eq } from 'drizzle-orm';
import { applications, enrollments, openings } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError } from '@/server/errors';
import { lockOpening } from './admin-opening-scope';
import { assertDeletable } from './opening-status';

/**
 * DELETE /api/admin/openings/{openingId}. Refused (409) once students applied to it or were matched
 * to it: that history must stay; withdraw it instead. Bookmarks and draft entries go with it.
 */
export async function deleteOpeningAsAdmin({ ctx, openingId }: { ctx: Context; openingId: number }): Promise<{ message: string }> {
  return ctx.db.transaction(async (tx) => {
    const opening = await lockOpening({ db: tx, openingId });
    assertDeletable(opening.status, 'admin');
    const [[applied], [matched]] = await Promise.all([
      tx.select({ total: count() }).from(applications).where(eq(applications.openingId, openingId)),
      tx.select({ total: count() }).from(enrollments).where(eq(enrollments.assignedOpeningId, openingId)),
    ]);
    if (Number(applied.total) > 0) throw new ConflictError('Cannot delete an opening that has applications; withdraw it instead');
    if (Number(matched.total) > 0) throw new ConflictError('Cannot delete an opening that students are matched to');
    await tx.delete(openings).where(eq(openings.openingId, openingId));
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'opening.delete',
        entityType: 'opening',
        entityId: openingId,
        details: { title: opening.title, sessionId: opening.sessionId, companyId: opening.companyId, status: opening.status },
      },
    });
    return { message: 'Opening deleted' };
  });
}
