import type { AdminOpeningView } from '@/lib/openings';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { lockOpening } from './admin-opening-scope';
import { adminOpeningView } from './get-admin-opening';
import { type UpdateOpeningInput, writeOpeningFields } from './opening-input';
import { assertEditable } from './opening-status';

/** PATCH /api/admin/sessions/{sessionId}/openings/{openingId}: an admin corrects any opening that is not withdrawn. */
export async function updateOpeningAsAdmin(ctx: Context, sessionId: number, openingId: number, input: UpdateOpeningInput): Promise<AdminOpeningView> {
  return ctx.db.transaction(async (tx) => {
    const opening = await lockOpening(tx, openingId);
    if (opening.sessionId !== sessionId) throw new NotFoundError('Opening not found');
    assertEditable(opening.status, 'admin');
    await writeOpeningFields(tx, openingId, input, ctx.now);
    await recordAudit({ db: tx, actor: ctx.actor, entry: { action: 'opening.update', entityType: 'opening', entityId: openingId, details: { fields: Object.keys(input) } } });
    return adminOpeningView(tx, openingId, ctx.now);
  });
}
