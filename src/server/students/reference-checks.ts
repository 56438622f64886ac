import { inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { departments, faculties, programs, universities } from '@/db/schema';

export type ReferenceIds = {
  programId?: number | null;
  facultyId?: number | null;
  departmentId?: number | null;
  universityId?: number | null;
};
type ReferenceField = keyof ReferenceIds;

const TABLES = {
  programId: { table: programs, id: programs.programId },
  facultyId: { table: faculties, id: faculties.facultyId },
  departmentId: { table: departments, id: departments.departmentId },
  universityId: { table: universities, id: universities.universityId },
} as const;

const FIELDS = Object.keys(TABLES) as ReferenceField[];

/**
 * For each reference field, the set of ids that exist among those the rows name: four small queries
 * whatever the number of rows, so an import of thousands of rows checks them all at once.
 */
export async function existingReferenceIds({
  db,
  rows,
}: {
  db: Executor;
  rows: ReferenceIds[];
}): Promise<Record<ReferenceField, Set<number>>> {
  const entries = await Promise.all(
    FIELDS.map(async (field) => {
      const wanted = [...new Set(rows.map((row) => row[field]).filter((id): id is number => typeof id === 'number'))];
      if (wanted.length === 0) return [field, new Set<number>()] as const;
      const { table, id } = TABLES[field];
      const found = await db.select({ id }).from(table).where(inArray(id, wanted));
      return [field, new Set(found.map((row) => row.id))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ReferenceField, Set<number>>;
}

/** The reference ids a row names that do not exist, by field. */
export function unknownReferences({
  row,
  existing,
}: {
  row: ReferenceIds;
  existing: Record<ReferenceField, Set<number>>;
}): { field: ReferenceField; id: number }[] {
  return FIELDS.flatMap((field) => {
    const id = row[field];
    return typeof id === 'number' && !existing[field].has(id) ? [{ field, id }] : [];
  });
}

/** `programId 99 does not exist`, one entry per unknown id the row names. */
export function unknownReferenceProblems({
  row,
  existing,
}: {
  row: ReferenceIds;
  existing: Record<ReferenceField, Set<number>>;
}): string[] {
  return unknownReferences({ row, existing }).map(({ field, id }) => `${field}: ${id} does not exist`);
}

/** Each reference field's Thai name, for the import's row messages. */
export const REFERENCE_LABELS: Record<ReferenceField, string> = {
  programId: 'หลักสูตร',
  facultyId: 'คณะ',
  departmentId: 'ภาควิชา',
  universityId: 'มหาวิทยาลัย',
};
