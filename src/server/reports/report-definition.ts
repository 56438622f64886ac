import type { Executor } from '@/db/client';
import type { Context } from '@/server/context';
import { cleanFileName, loadSessionGroup, loadSessionRound, reportFileNames, type SessionRoundScope } from './report-scope';
import { keysetBatches, type Report, type ReportColumn } from './report-table';

/** What a report is about: how its path's ids are read (404 when unknown) and the file names they give. */
export type ReportScope<Params, Scope> = {
  load: (db: Executor, params: Params) => Promise<Scope>;
  fileNames: (scope: Scope, names: { slug: string; thaiTitle: string }) => { fileName: string; thaiFileName: string };
};

/** A session and one of its group's rounds (/{sessionId}/{round}). */
export const SESSION_ROUND: ReportScope<{ sessionId: number; round: number }, SessionRoundScope> = {
  load: (db, { sessionId, round }) => loadSessionRound({ db, sessionId, round }),
  fileNames: (scope, { slug, thaiTitle }) => reportFileNames({ slug, thaiTitle, scope }),
};

/** A session group (/{sessionGroupId}). */
export const SESSION_GROUP: ReportScope<{ sessionGroupId: number }, { sessionGroupId: number; title: string }> = {
  load: (db, { sessionGroupId }) => loadSessionGroup({ db, sessionGroupId }),
  fileNames: (group, { slug, thaiTitle }) => ({
    fileName: `${slug}-session-group-${group.sessionGroupId}`,
    thaiFileName: cleanFileName(`${thaiTitle}-${group.title}`),
  }),
};

/** One keyset page of a report's rows: those after the `after` key, at most `limit` (report-table.ts). */
export type ReportPage<Scope, Key> = { db: Executor; scope: Scope; after: Key | undefined; limit: number };

/** The rows of a report: its own batches, or keyset pages (`fetchPage` and the key of a row). */
type ReportRows<Scope, Row, Key> =
  | { batches: (db: Executor, scope: Scope) => AsyncIterable<Row[]>; pages?: never }
  | { pages: { fetchPage: (page: ReportPage<Scope, Key>) => Promise<Row[]>; keyOf: (row: Row) => Key }; batches?: never };

/**
 * A report's verb, `({ ctx, ...ids }) => Report`: the scope read first (its 404s before any row), the file names
 * from the slug and the Thai title, and the rows read later by the writer, in batches, within the scope.
 */
export function defineReport<Params, Scope, Row, Key = never>({
  scope,
  slug,
  thaiTitle,
  sheetName,
  columns,
  ...rows
}: ReportRows<Scope, Row, Key> & {
  scope: ReportScope<Params, Scope>;
  /** ASCII, the start of the fallback file name. */
  slug: string;
  /** The start of the Thai file name the admin sees. */
  thaiTitle: string;
  sheetName: string;
  columns: ReportColumn<Row>[];
}): (args: { ctx: Context } & Params) => Promise<Report<Row>> {
  return async (args) => {
    const loaded = await scope.load(args.ctx.db, args);
    const batches = (db: Executor): AsyncIterable<Row[]> => {
      if (rows.batches) return rows.batches(db, loaded);
      const { fetchPage, keyOf } = rows.pages;
      return keysetBatches({ fetchPage: (after: Key | undefined, limit) => fetchPage({ db, scope: loaded, after, limit }), keyOf });
    };
    return { ...scope.fileNames(loaded, { slug, thaiTitle }), sheetName, columns, batches };
  };
}
