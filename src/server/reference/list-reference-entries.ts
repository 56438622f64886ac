import { asc, count, eq } from 'drizzle-orm';
import type { Context } from '@/server/context';
import type { ReferenceEntry } from '@/lib/reference';
import { REFERENCE_KINDS, type EditableReferenceKind } from './reference-kinds';

/** The admin's editor: every entry of a list, hidden ones too, and how many students use each. */
export async function listReferenceEntries({
  ctx: { db },
  kind,
}: {
  ctx: Pick<Context, 'db'>;
  kind: EditableReferenceKind;
}): Promise<ReferenceEntry[]> {
  const { table, id, label, hidden, usedBy } = REFERENCE_KINDS[kind];
  const rows = await db
    .select({ id, name: label, isHidden: hidden, useCount: count(usedBy) })
    .from(table)
    .leftJoin(usedBy.table, eq(usedBy, id))
    .groupBy(id)
    .orderBy(asc(id));
  // The kinds' tables differ, so drizzle types the shared columns as nullable; each is NOT NULL in every table.
  return rows.map((row) => ({ id: row.id!, name: row.name!, isHidden: row.isHidden!, useCount: Number(row.useCount) }));
}
