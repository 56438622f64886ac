import { eq } from 'drizzle-orm';
import { openings } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { CompanyContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { findCompanyOpeningForUpdate } from './opening-input';
import { assertDeletable } from './opening-status';

/** DELETE /api/company/sessions/{sessionId}/openings/{openingId}: only a DRAFT; a published opening is withdrawn instead. */
export async function deleteCompanyOpening({
  ctx,
  sessionId,
  openingId,
}: {
  ctx: CompanyContext;
  sessionId: number;
  openingId: number;
}): Promise<{ message: string }> {
  const companyId = ctx.actor.companyId;
  return ctx.db.transaction(async (tx) => {
    const opening = await findCompanyOpeningForUpdate({ db: tx, openingId, companyId, sessionId });
    if (!opening) throw new NotFoundError('Opening not found');
    assertDeletable(opening.status, 'company');
    await tx.delete(openings).where(eq(openings.openingId, openingId));
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'opening.delete', entityType: 'opening', entityId: openingId, details: { sessionId, title: opening.title } },
    });
    return { message: 'Opening deleted' };
  });
}
