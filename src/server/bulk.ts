import 'server-only';
import { z } from 'zod';
import type { Database, Executor } from '@/db/client';
import type { Context } from '@/server/context';
import { AppError, BadRequestError } from '@/server/errors';

/** Ids a browser may name in one bulk request (a page or a hand-picked selection). */
export const MAX_BULK_IDS = 1000;
/** Rows one "all matching the filter" request may touch: past it the admin narrows the filter (400), so one transaction stays short. */
export const MAX_BULK_MATCHING = 10_000;

/**
 * The body of every bulk action: the ids picked on screen, or `allMatching` — the list endpoint's own query
 * (its filter keys as the URL carries them; page, limit and sort are ignored) — so "all N matching" reaches
 * rows on pages the browser never loaded. `filter` is the list's query schema, the one source of its filter.
 */
export function bulkSelectionBody<I extends z.ZodType, F extends z.ZodType>(id: I, filter: F) {
  // One object with both keys optional rather than a union, so a 400 names the field at fault (body.ids.3: …).
  return z
    .strictObject({ ids: z.array(id).min(1, 'Choose at least one row').max(MAX_BULK_IDS).optional(), allMatching: filter.optional() })
    .superRefine((body, context) => exactlyOneSelection(body, 'ids', context))
    .transform((body): BulkSelection<z.output<I>, z.output<F>> =>
      body.ids ? { ids: body.ids } : { allMatching: body.allMatching as z.output<F> },
    );
}

/** The refinement shared by every bulk body: the ids or the filter, never both, never neither. */
export function exactlyOneSelection(body: Record<string, unknown>, idsKey: string, context: z.RefinementCtx): void {
  const hasIds = body[idsKey] !== undefined;
  const hasFilter = body.allMatching !== undefined;
  if (hasIds && hasFilter) context.addIssue({ code: 'custom', message: `Give either ${idsKey} or allMatching, not both`, path: [] });
  if (!hasIds && !hasFilter) context.addIssue({ code: 'custom', message: `Required (or allMatching)`, path: [idsKey] });
}

export type BulkSelection<I, F> = { ids: I[] } | { allMatching: F };

/** What every bulk action answers: how many rows took it, and which. */
export type BulkResult<I> = { count: number; ids: I[] };

type BulkRun<I, F> = {
  ctx: Context;
  selection: BulkSelection<I, F>;
  /** The ids the list's filter selects, read in the bulk's transaction. */
  matching: (input: { db: Executor; filter: F }) => Promise<I[]>;
  /** The single-row action, run with the bulk's transaction as its database (its own transaction becomes a savepoint). */
  apply: (input: { ctx: Context; id: I }) => Promise<unknown>;
  /** How an error names the row, e.g. `Student 6400001`. */
  label: (id: I) => string;
};

/**
 * All or nothing: resolves the selection and applies the single-row action to each row inside ONE
 * transaction, so each row obeys exactly the single action's rules and audit. The first row that refuses
 * aborts everything with that row's status and reason, prefixed by the row's name. Rows are visited in
 * sorted order so two bulk runs over overlapping rows lock them in the same order (no deadlock).
 */
export async function applyInBulk<I extends string | number, F>({
  ctx,
  selection,
  matching,
  apply,
  label,
}: BulkRun<I, F>): Promise<BulkResult<I>> {
  return ctx.db.transaction(async (tx) => {
    const ids = 'ids' in selection ? [...new Set(selection.ids)] : await matching({ db: tx, filter: selection.allMatching });
    if (ids.length > MAX_BULK_MATCHING) {
      throw new BadRequestError(
        `The filter matches ${ids.length} rows; a bulk action takes at most ${MAX_BULK_MATCHING}. Narrow the filter`,
      );
    }
    ids.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const rowCtx: Context = { ...ctx, db: tx as unknown as Database };
    for (const id of ids) {
      try {
        await apply({ ctx: rowCtx, id });
      } catch (error) {
        if (error instanceof AppError) throw new AppError(error.status, `${label(id)}: ${error.message}`, { ...error.extra, id });
        throw error;
      }
    }
    return { count: ids.length, ids };
  });
}
