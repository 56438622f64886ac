import 'server-only';
import type { Executor, Transaction } from '@/db/client';
import type { ImportPreview, ImportRowOutcome } from '@/lib/imports';

class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('dry run rolled back');
  }
}

/**
 * Runs `work` in a transaction that is always rolled back, and answers its result: a dry run does the real
 * writes (so the database's own checks run too) and leaves nothing behind.
 */
export async function inRolledBackTransaction<T>(db: Executor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await work(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as T;
    throw error;
  }
  throw new Error('unreachable: the dry run’s transaction always rolls back');
}

/** A row's problem as the import's 400/409 names it (English, like every API message) and as its dry run shows it (Thai). */
export type ImportRowProblemText = { english: string; thai: string };

/** What an import plans for one row (students, companies): the dry run answers it as it is. */
export type PlannedImportRow = {
  row: number;
  line: number | null;
  cells: Record<string, string>;
  outcome: ImportRowOutcome;
  problems: ImportRowProblemText[];
};

/** The dry run's answer for an import's plan. */
export function previewOfPlan(plan: PlannedImportRow[]): ImportPreview {
  const count = (outcome: ImportRowOutcome) => plan.filter((entry) => entry.outcome === outcome).length;
  const counts = { create: count('create'), exists: count('exists'), error: count('error') };
  return {
    fileProblem: null,
    willImport: plan.length > 0 && counts.create === plan.length,
    counts,
    rows: plan.map((entry) => ({
      row: entry.row,
      line: entry.line,
      cells: entry.cells,
      outcome: entry.outcome,
      problems: entry.problems.map((problem) => problem.thai),
    })),
  };
}

/** The dry run's answer for a file the import cannot read as a whole (ImportFileError's Thai text). */
export function previewOfFileProblem(thai: string): ImportPreview {
  return { fileProblem: thai, willImport: false, counts: { create: 0, exists: 0, error: 0 }, rows: [] };
}
