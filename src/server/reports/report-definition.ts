import type { Executor } from '@/db/client';
import type { Context } from '@/server/context';
import { cleanFileName, loadSessionGroup, loadSessionRound, reportFileNames, type SessionRoundScope } from './report-scope';
import type { Report, ReportColumn } from './report-table';

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

/**
 * A report's verb, `({ ctx, ...ids }) => Report`: the scope read first (its 404s before any row), the file names
 * from the slug and the Thai title, and the rows read later by the writer, in batches, within the scope.
 */
export function defineReport<Params, Scope, Row>({
  scope,
  slug,
  thaiTitle,
  sheetName,
  columns,
  batches,
}: {
  scope: ReportScope<Params, Scope>;
  /** ASCII, the start of the fallback file name. */
  slug: string;
  /** The start of the Thai file name the admin sees. */
  thaiTitle: string;
  sheetName: string;
  columns: ReportColumn<Row>[];
  batches: (db: Executor, scope: Scope) => AsyncIterable<Row[]>;
}): (args: { ctx: Context } & Params) => Promise<Report<Row>> {
  return async (args) => {
    const loaded = await scope.load(args.ctx.db, args);
    return { ...scope.fileNames(loaded, { slug, thaiTitle }), sheetName, columns, batches: (db) => batches(db, loaded) };
  };
}
