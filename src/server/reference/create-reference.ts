import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import type { ReferenceItem } from '@/lib/reference';
import { REFERENCE_KINDS, type EditableReferenceKind } from './reference-kinds';

/** POST /api/admin/{kind} {<label field>}: adds one entry (409 when the name exists). */
export async function createReference<K extends EditableReferenceKind>({
  ctx,
  kind,
  input,
}: {
  ctx: Context;
  kind: K;
  input: Record<string, string>;
}): Promise<ReferenceItem<K>> {
  const { table, id, label, idKey, labelKey } = REFERENCE_KINDS[kind];
  const name = input[labelKey];
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(table)
      .values({ [labelKey]: name } as never)
      .returning({ id, label });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: `${kind}.create`, entityType: kind, entityId: row.id, details: { [labelKey]: name } },
    });
    return { [idKey]: row.id, [labelKey]: row.label } as ReferenceItem<K>;
  });
}
