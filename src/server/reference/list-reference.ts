import { asc, eq } from 'drizzle-orm';
import type { Context } from '@/server/context';
import type { ReferenceItem } from '@/lib/reference';
import { REFERENCE_KINDS, type ReferenceKind } from './reference-kinds';

/** GET /api/common/{kind}: the whole list, in id order (these lists are short); what the pickers offer, so not the hidden entries. */
export async function listReference<K extends ReferenceKind>({
  ctx: { db },
  kind,
}: {
  ctx: Pick<Context, 'db'>;
  kind: K;
}): Promise<ReferenceItem<K>[]> {
  const kindOf = REFERENCE_KINDS[kind];
  const { table, id, label, idKey, labelKey } = kindOf;
  const hidden = 'hidden' in kindOf ? kindOf.hidden : undefined;
  const rows = await db
    .select({ id, label })
    .from(table)
    .where(hidden ? eq(hidden, false) : undefined)
    .orderBy(asc(id));
  // The list's own id and label names are known only per kind; REFERENCE_ITEMS names the same ones.
  return rows.map((row) => ({ [idKey]: row.id, [labelKey]: row.label }) as ReferenceItem<K>);
}
