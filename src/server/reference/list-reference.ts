import { asc } from 'drizzle-orm';
import type { Context } from '@/server/context';
import { REFERENCE_KINDS, type ReferenceItem, type ReferenceKind } from './reference-kinds';

/** GET /api/common/{kind}: the whole list, in id order (these lists are short). */
export async function listReference({ ctx: { db }, kind }: { ctx: Pick<Context, 'db'>; kind: ReferenceKind }): Promise<ReferenceItem[]> {
  const { table, id, label, idKey, labelKey } = REFERENCE_KINDS[kind];
  const rows = await db.select({ id, label }).from(table).orderBy(asc(id));
  return rows.map((row) => ({ [idKey]: row.id, [labelKey]: row.label }));
}
