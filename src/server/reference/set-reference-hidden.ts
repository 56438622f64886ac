import { eq } from 'drizzle-orm';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import type { ReferenceEntry } from '@/lib/reference';
import { REFERENCE_KINDS, type EditableReferenceKind } from './reference-kinds';

/**
 * POST /api/admin/{kind}/{id}/hide and …/show: takes an entry out of the pickers (or back). Profiles that already name
 * it keep it and keep showing its name; only new choices cannot pick it.
 */
export async function setReferenceHidden({
  ctx,
  kind,
  referenceId,
  isHidden,
}: {
  ctx: Context;
  kind: EditableReferenceKind;
  referenceId: number;
  isHidden: boolean;
}): Promise<ReferenceEntry> {
  const { table, id, label, labelKey, hidden } = REFERENCE_KINDS[kind];
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ isHidden } as never)
      .where(eq(id, referenceId))
      .returning({ id, label, isHidden: hidden });
    if (!row) throw new NotFoundError('Not found');
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: `${kind}.${isHidden ? 'hide' : 'show'}`,
        entityType: kind,
        entityId: referenceId,
        details: { [labelKey]: row.label },
      },
    });
    return { id: row.id, name: row.label, isHidden: row.isHidden };
  });
}
