import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client';
import {
  companies,
  companySearchText,
  compensationTypes,
  enrollments,
  openingCatalogueVersion,
  openingSearchText,
  openingTagLinks,
  openingTags,
  openings,
} from '@/db/schema';
import { PUBLISHED_OPENING_STATUSES, type OpeningStatus, type OpeningTagView } from '@/lib/openings';
import { staticOpeningView, staticOpeningViewColumns, type StaticOpeningView } from './opening-view';

/** One visible opening: what the students' list filters, searches and counts on, and its view but for the quota's state. */
export type CatalogueEntry = {
  openingId: number;
  companyId: number;
  status: OpeningStatus;
  quota: number;
  /** Enrollments matched to it (assigned_opening_id): a full opening accepts no applications. */
  matchedCount: number;
  /** Of those, how many were matched in each round (the current round's stay hidden until its results are out). */
  matchedByRound: ReadonlyMap<number, number>;
  /** lower(title || ' ' || description), as `openingSearchText`. */
  text: string;
  /** lower(Thai || ' ' || English name), null when the English name is (as `companySearchText`). */
  companyText: string | null;
  tagIds: number[];
  /** lower(tag name). */
  tagNames: string[];
  view: StaticOpeningView;
  /** `view` as JSON without its closing brace, written the first time a list needs it (storedViewJson). */
  viewJson?: string;
};

/** A session's visible openings in the students' order (newest published first, then the higher id), as of `version`. */
export type Catalogue = {
  version: bigint;
  entries: CatalogueEntry[];
  byId: ReadonlyMap<number, CatalogueEntry>;
  /** Filter results already computed on this copy (the same few filters come back all hour), by the filter. */
  filtered: Map<string, CatalogueEntry[]>;
};

/** Past this many distinct filters the remembered results start over: a bound on memory, not a tuning knob. */
const MAX_REMEMBERED_FILTERS = 512;

/**
 * The per-instance copy of each session's visible openings (docs/performance.md). It is only ever used with the
 * version read in the same statement as the request's window, so a write committed through any instance before
 * the request (which bumps `opening_catalogue_version` in its own transaction) makes the copy stale and rebuilt.
 * Keyed by the database client, so two databases in one process (tests) never share a copy.
 */
const catalogues = new WeakMap<object, Map<number, Promise<Catalogue>>>();

/**
 * The version the catalogues are kept against, as an SQL expression to select along with other columns. The
 * triggers that bump it, and the columns each watches, are listed in catalogue-triggers.ts.
 */
export const catalogueVersion = sql<string>`(select ${openingCatalogueVersion.version}::text from ${openingCatalogueVersion})`;

async function buildCatalogue(db: Database, sessionId: number): Promise<Catalogue> {
  // The version and the rows in one snapshot: a write committed between two reads would otherwise be in the rows
  // without its version, or the reverse.
  const { version, rows } = await db.transaction(
    async (tx) => {
      const [{ version }] = await tx
        .select({ version: sql<string>`${openingCatalogueVersion.version}::text` })
        .from(openingCatalogueVersion);
      return { version, rows: await selectCatalogueRows(tx, sessionId) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const entries = rows.map((row): CatalogueEntry => {
    const tags = row.tags ?? [];
    const tagViews: OpeningTagView[] = tags.map(([tagId, tagName]) => ({ tagId: Number(tagId), tagName }));
    const matchedByRound = new Map((row.matchedByRound ?? []).map(([round, count]) => [Number(round), Number(count)]));
    return {
      openingId: row.opening.openingId,
      companyId: row.opening.companyId,
      status: row.opening.status,
      quota: row.opening.quota,
      matchedCount: [...matchedByRound.values()].reduce((sum, count) => sum + count, 0),
      matchedByRound,
      text: row.text,
      companyText: row.companyText,
      tagIds: tagViews.map((tag) => tag.tagId),
      tagNames: tags.map(([, , lowerName]) => lowerName),
      view: staticOpeningView(row, tagViews),
    };
  });
  return { version: BigInt(version), entries, byId: new Map(entries.map((entry) => [entry.openingId, entry])), filtered: new Map() };
}

/**
 * Everything a catalogue is built from, in one statement. Every column it reads must be watched by a trigger of
 * catalogue-triggers.ts (the catalogue-triggers test reads this statement's SQL to check it).
 */
export function selectCatalogueRows(db: Executor, sessionId: number) {
  return db
    .select({
      ...staticOpeningViewColumns,
      text: sql<string>`${openingSearchText(openings)}`,
      companyText: sql<string | null>`${companySearchText(companies)}`,
      // [tagId, tagName, lower(tagName)] in name order: the view shows the names, the search matches the lower-cased.
      tags: sql<
        [number, string, string][] | null
      >`(select json_agg(json_build_array(${openingTags.tagId}, ${openingTags.tagName}, lower(${openingTags.tagName})) order by ${openingTags.tagName}) from ${openingTagLinks} inner join ${openingTags} on ${openingTags.tagId} = ${openingTagLinks.tagId} where ${openingTagLinks.openingId} = ${openings.openingId})`,
      matchedByRound: sql<
        [number | null, number][] | null
      >`(select json_agg(json_build_array(matched.round, matched.total)) from (select ${enrollments.matchedRound} as round, count(*)::int as total from ${enrollments} where ${enrollments.assignedOpeningId} = ${openings.openingId} group by ${enrollments.matchedRound}) matched)`,
    })
    .from(openings)
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .leftJoin(compensationTypes, eq(compensationTypes.id, openings.compensationTypeId))
    .where(and(eq(openings.sessionId, sessionId), inArray(openings.status, [...PUBLISHED_OPENING_STATUSES])))
    .orderBy(sql`${openings.publishedAt} desc nulls last`, desc(openings.openingId));
}

/** This instance's copy of the session's catalogue, whatever its version, without waiting for one being built. */
export async function currentCatalogue({ db, sessionId }: { db: Executor; sessionId: number }): Promise<Catalogue | undefined> {
  const building = catalogues.get(db)?.get(sessionId);
  return building?.catch(() => undefined);
}

/**
 * The session's catalogue at `version` (read by the caller in its request's statement) or newer. A newer copy is
 * as good: it reflects writes committed after the request began, which the request may see. Concurrent requests
 * that find the copy stale share one rebuild.
 */
export async function catalogueAtLeast({
  db,
  sessionId,
  version,
}: {
  db: Database;
  sessionId: number;
  version: bigint;
}): Promise<Catalogue> {
  let bySession = catalogues.get(db);
  if (!bySession) {
    bySession = new Map();
    catalogues.set(db, bySession);
  }
  const current = bySession.get(sessionId);
  if (current) {
    const catalogue = await current.catch(() => undefined);
    if (catalogue && catalogue.version >= version) return catalogue;
    // Another request may have started a rebuild while this one waited.
    const latest = bySession.get(sessionId);
    if (latest && latest !== current) {
      const rebuilt = await latest.catch(() => undefined);
      if (rebuilt && rebuilt.version >= version) return rebuilt;
    }
  }
  const building = buildCatalogue(db, sessionId);
  bySession.set(sessionId, building);
  building.catch(() => {
    if (bySession.get(sessionId) === building) bySession.delete(sessionId);
  });
  return building;
}

/** The entry's stored view as JSON text without its closing brace, serialised once per catalogue. */
export function storedViewJson(entry: CatalogueEntry): string {
  entry.viewJson ??= JSON.stringify(entry.view).slice(0, -1);
  return entry.viewJson;
}

export type CatalogueFilters = {
  tagIds?: number[];
  companyId?: number;
  /** The student's bookmarked opening ids, when only those are wanted. */
  bookmarked?: ReadonlySet<number>;
  /** Only openings accepting applications; false when the round's ranking deadline has passed (then none are). */
  onlyAccepting?: { isBeforeDeadline: boolean };
  /** Already lower-cased by the database (the same lower() as the stored texts). */
  pattern?: string;
};

/**
 * The entries matching every filter, in the catalogue's order; the same rules as the SQL conditions of
 * student-visibility.ts. What does not depend on the student (all but the bookmarks) is remembered on the copy.
 */
export function filterCatalogue(catalogue: Catalogue, filters: CatalogueFilters): CatalogueEntry[] {
  const { bookmarked, onlyAccepting } = filters;
  if (onlyAccepting && !onlyAccepting.isBeforeDeadline) return [];
  const shared = rememberedFilter(catalogue, filters);
  return bookmarked === undefined ? shared : shared.filter((entry) => bookmarked.has(entry.openingId));
}

function rememberedFilter(catalogue: Catalogue, filters: CatalogueFilters): CatalogueEntry[] {
  const tagIds = filters.tagIds?.length ? [...new Set(filters.tagIds)].sort((a, b) => a - b) : undefined;
  const { companyId, pattern } = filters;
  const onlyAccepting = filters.onlyAccepting !== undefined;
  if (tagIds === undefined && companyId === undefined && !onlyAccepting && pattern === undefined) return catalogue.entries;
  const key = JSON.stringify([tagIds, companyId, onlyAccepting, pattern]);
  const remembered = catalogue.filtered.get(key);
  if (remembered) return remembered;
  const tagSet = tagIds && new Set(tagIds);
  const matches = catalogue.entries.filter(
    (entry) =>
      (tagSet === undefined || entry.tagIds.some((tagId) => tagSet.has(tagId))) &&
      (companyId === undefined || entry.companyId === companyId) &&
      (!onlyAccepting || (entry.status === 'PUBLISHED' && entry.matchedCount < entry.quota)) &&
      (pattern === undefined ||
        entry.text.includes(pattern) ||
        (entry.companyText !== null && entry.companyText.includes(pattern)) ||
        entry.tagNames.some((tagName) => tagName.includes(pattern))),
  );
  if (catalogue.filtered.size >= MAX_REMEMBERED_FILTERS) catalogue.filtered.clear();
  catalogue.filtered.set(key, matches);
  return matches;
}
