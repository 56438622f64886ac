import { eq } from 'drizzle-orm';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import type { ReferenceItem } from '@/lib/reference';
import { REFERENCE_KINDS, type EditableReferenceKind } from './reference-kinds';

/** PATCH /api/admin/{kind}/{id} {<label field>}: renames one entry. */
export async function updateReference<K extends EditableReferenceKind>({
  ctx,
  kind,
  referenceId,
  input,
}: {
  ctx: Context;
  kind: K;
  referenceId: number;
  input: Record<string, string>;
}): Promise<ReferenceItem<K>> {
  const { table, id, label, idKey, labelKey } = REFERENCE_KINDS[kind];
  const name = input[labelKey];
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ [labelKey]: name } as never)
      .where(eq(id, referenceId))
      .returning({ id, label });
    if (!row) throw new NotFoundError('Not found');
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: `${kind}.update`, entityType: kind, entityId: referenceId, details: { [labelKey]: name } },
    });
    return { [idKey]: row.id, [labelKey]: row.label } as ReferenceItem<K>;
  });
}
