import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, companySearchText, openingSearchText, openings } from '@/db/schema';
import { PUBLISHED_OPENING_STATUSES, type OpeningStatus } from '@/lib/openings';

/** What the students' list filters, searches and counts on, for one visible opening; the page's views are read fresh. */
export type CatalogueEntry = {
  openingId: number;
  companyId: number;
  status: OpeningStatus;
  quota: number;
  /** Enrollments matched to it (assigned_opening_id): a full opening accepts no applications. */
  matchedCount: number;
  /** lower(title || ' ' || description), as `openingSearchText`. */
  text: string;
  /** lower(Thai || ' ' || English name), null when the English name is (as `companySearchText`). */
  companyText: string | null;
  tagIds: number[];
  /** lower(tag name). */
  tagNames: string[];
};

/** A session's visible openings in the students' order (newest published first, then the higher id), as of `version`. */
export type Catalogue = { version: bigint; entries: CatalogueEntry[] };

/**
 * The per-instance copy of each session's visible openings (docs/performance.md). It is only ever used with the
 * version read in the same statement as the request's window, so a write committed through any instance before
 * the request (which bumps `opening_catalogue_version` in its own transaction) makes the copy stale and rebuilt.
 * Keyed by the database client, so two databases in one process (tests) never share a copy.
 */
const catalogues = new WeakMap<object, Map<number, Promise<Catalogue>>>();

/** The version the catalogues are kept against, as an SQL expression to select along with other columns. */
export const catalogueVersion = sql<string>`(select version::text from opening_catalogue_version)`;

type Row = {
  version: string;
  opening_id: number | null;
  company_id: number;
  status: OpeningStatus;
  quota: number;
  matched_count: number;
  text: string;
  company_text: string | null;
  tags: unknown;
};

async function buildCatalogue(db: Executor, sessionId: number): Promise<Catalogue> {
  const statuses = sql.join(
    PUBLISHED_OPENING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  // One statement, so the version and the rows come from the same snapshot; the left join keeps the version when
  // the session has no visible opening.
  const result = (await db.execute(sql`
    select v.version::text as version, o.opening_id, o.company_id, o.status, o.quota, o.matched_count, o.text, o.company_text, o.tags
    from opening_catalogue_version v
    left join lateral (
      select openings.opening_id, openings.company_id, openings.status, openings.quota,
        (select count(*)::int from enrollments where enrollments.assigned_opening_id = openings.opening_id) as matched_count,
        ${openingSearchText(openings)} as text,
        ${companySearchText(companies)} as company_text,
        (select json_agg(json_build_array(links.tag_id, lower(opening_tags.tag_name))) from opening_tag_links links
          inner join opening_tags on opening_tags.tag_id = links.tag_id where links.opening_id = openings.opening_id) as tags,
        openings.published_at
      from openings inner join companies on companies.company_id = openings.company_id
      where openings.session_id = ${sessionId} and openings.status in (${statuses})
    ) o on true
    order by o.published_at desc nulls last, o.opening_id desc`)) as unknown as { rows: Row[] };
  const rows = result.rows;
  const entries: CatalogueEntry[] = [];
  for (const row of rows) {
    if (row.opening_id === null) continue;
    const parsed = typeof row.tags === 'string' ? JSON.parse(row.tags) : row.tags;
    const tags = (parsed ?? []) as [number, string][];
    entries.push({
      openingId: Number(row.opening_id),
      companyId: Number(row.company_id),
      status: row.status,
      quota: Number(row.quota),
      matchedCount: Number(row.matched_count),
      text: row.text,
      companyText: row.company_text,
      tagIds: tags.map(([tagId]) => Number(tagId)),
      tagNames: tags.map(([, tagName]) => tagName),
    });
  }
  return { version: BigInt(rows[0]?.version ?? '0'), entries };
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
  db: Executor;
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

export type CatalogueFilters = {
  tagIds?: number[];
  companyId?: number;
  /** The student's bookmarked opening ids, when only those are wanted. */
  bookmarked?: Set<number>;
  /** Only openings accepting applications; false when the round's ranking deadline has passed (then none are). */
  onlyAccepting?: { isBeforeDeadline: boolean };
  /** Already lower-cased by the database (the same lower() as the stored texts). */
  pattern?: string;
};

/** The entries matching every filter, in the catalogue's order; the same rules as the SQL conditions of student-visibility.ts. */
export function filterCatalogue(entries: CatalogueEntry[], filters: CatalogueFilters): CatalogueEntry[] {
  const tagIds = filters.tagIds?.length ? new Set(filters.tagIds) : undefined;
  const { companyId, bookmarked, onlyAccepting, pattern } = filters;
  if (onlyAccepting && !onlyAccepting.isBeforeDeadline) return [];
  return entries.filter(
    (entry) =>
      (tagIds === undefined || entry.tagIds.some((tagId) => tagIds.has(tagId))) &&
      (companyId === undefined || entry.companyId === companyId) &&
      (bookmarked === undefined || bookmarked.has(entry.openingId)) &&
      (onlyAccepting === undefined || (entry.status === 'PUBLISHED' && entry.matchedCount < entry.quota)) &&
      (pattern === undefined ||
        entry.text.includes(pattern) ||
        (entry.companyText !== null && entry.companyText.includes(pattern)) ||
        entry.tagNames.some((tagName) => tagName.includes(pattern))),
  );
}
