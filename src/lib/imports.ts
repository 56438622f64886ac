// What an admin import (students, companies) will do with a file, as its dry run answers it: the import
// screens show this answer rather than reading the CSV themselves, so the preview and the import cannot disagree.
import { z } from 'zod';

/** create: the import creates the row; exists: it is already there, so the import refuses the file; error: the row is wrong. */
export const IMPORT_ROW_OUTCOMES = ['create', 'exists', 'error'] as const;
export type ImportRowOutcome = (typeof IMPORT_ROW_OUTCOMES)[number];

export const importPreviewRow = z.object({
  /** 1 = the first data row (the row numbers of the import's 400). */
  row: z.number().int(),
  /** The line of the CSV file the row ends on (the header is line 1); null for a JSON list. */
  line: z.number().int().nullable(),
  /** Each column's text as the import reads it (a blank admission year filled from the dialog's year). */
  cells: z.record(z.string(), z.string()),
  outcome: z.enum(IMPORT_ROW_OUTCOMES),
  /** Thai, one entry per problem; empty for a row to create. */
  problems: z.array(z.string()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

export const importPreview = z.object({
  /** Why the file as a whole cannot be read (no header, unknown column, no rows…), in Thai; its rows are then empty. */
  fileProblem: z.string().nullable(),
  /** True when the import would create every row; otherwise it would create none (imports are all or nothing). */
  willImport: z.boolean(),
  counts: z.object({ create: z.number().int(), exists: z.number().int(), error: z.number().int() }),
  rows: z.array(importPreviewRow),
});
export type ImportPreview = z.infer<typeof importPreview>;
