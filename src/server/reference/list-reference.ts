import { asc } from 'drizzle-orm';
import type { Context } from '@/server/context';
import type { ReferenceItem } from '@/lib/reference';
import { REFERENCE_KINDS, type ReferenceKind } from './reference-kinds';

/** GET /api/common/{kind}: the whole list, in id order (these lists are short). */
export async function listReference<K extends ReferenceKind>({
  ctx: { db },
  kind,
}: {
  ctx: Pick<Context, 'db'>;
  kind: K;
}): Promise<ReferenceItem<K>[]> {
  const { table, id, label, idKey, labelKey } = REFERENCE_KINDS[kind];
  const rows = await db.select({ id, label }).from(table).orderBy(asc(id));
  // The list's own id and label names are known only per kind; REFERENCE_ITEMS names the same ones.
  return rows.map((row) => ({ [idKey]: row.id, [labelKey]: row.label }) as ReferenceItem<K>);
}
