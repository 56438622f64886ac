import type { SignedInContext } from '@/server/context';
import { hasCome, isWindowOpen } from '@/server/deadlines';
import { NotFoundError } from '@/server/errors';
import { offsetOf, type Pagination } from '@/server/validation';
import { catalogueAtLeast, currentCatalogue, filterCatalogue, type Catalogue, type CatalogueEntry } from './opening-catalogue';
import { readDraftCounts, readStudentOpeningWindow, studentViewStateOf, type StudentViewState } from './student-opening-window';

export type StudentOpeningFilters = Pagination & {
  tags?: number[];
  search?: string;
  companyId?: number;
  onlyBookmarked?: boolean;
  onlyAvailablePositions?: boolean;
};

/** A page of a student's list before it is written out: each entry with what the student's view adds to it. */
export type SessionOpeningsPage = {
  openingAnnouncementDate: string | null;
  /** False before the current round's openingAnnouncementDate: nothing is shown yet. */
  isAnnounced: boolean;
  total: number;
  items: { entry: CatalogueEntry; state: StudentViewState }[];
};

/**
 * The published openings of a session the student is enrolled in, from the current round's
 * openingAnnouncementDate, filtered and paged. One statement on the usual path (docs/performance.md, "Server: the
 * deadline hour"): this instance's catalogue of the session's visible openings predicts the page, and the
 * statement reads the enrollment and round window, the catalogue's version, the search lower-cased by the
 * database, the student's bookmarks and the predicted page's draft counts. Filters, search, order, total and the
 * views then come from the catalogue at that version (rebuilt when stale); only a page the prediction missed (a
 * stale copy, a deadline passed) asks again, for its draft counts.
 */
export async function findSessionOpeningsPage({
  ctx,
  sessionId,
  filters,
}: {
  ctx: SignedInContext<'student'>;
  sessionId: number;
  filters: StudentOpeningFilters;
}): Promise<SessionOpeningsPage> {
  const { db, now } = ctx;
  const search = filters.search?.trim() || undefined;
  const onlyBookmarked = filters.onlyBookmarked === true;
  const offset = offsetOf(filters);
  const pageOf = (
    catalogue: Catalogue,
    found: { pattern: string | undefined; bookmarked?: ReadonlySet<number>; isBeforeDeadline: boolean },
  ) => {
    const matches = filterCatalogue(catalogue, {
      tagIds: filters.tags,
      companyId: filters.companyId,
      bookmarked: found.bookmarked,
      onlyAccepting: filters.onlyAvailablePositions ? { isBeforeDeadline: found.isBeforeDeadline } : undefined,
      pattern: found.pattern,
    });
    return { total: matches.length, page: matches.slice(offset, offset + filters.limit) };
  };

  const known = await currentCatalogue({ db, sessionId });
  const predicted = known && !onlyBookmarked ? pageOf(known, { pattern: search?.toLowerCase(), isBeforeDeadline: true }).page : [];
  const { window } = await readStudentOpeningWindow({
    ctx,
    sessionId,
    search,
    openingIds: predicted.map((entry) => entry.openingId),
    onlyBookmarked,
  });
  if (!window) throw new NotFoundError('Session not found');
  const openingAnnouncementDate = window.openingAnnouncementDate?.toISOString() ?? null;
  if (!hasCome({ date: window.openingAnnouncementDate, now })) return { openingAnnouncementDate, isAnnounced: false, total: 0, items: [] };

  const catalogue = known && known.version >= window.version ? known : await catalogueAtLeast({ db, sessionId, version: window.version });
  const { total, page } = pageOf(catalogue, {
    pattern: window.pattern ?? undefined,
    bookmarked: onlyBookmarked ? window.bookmarkedIds : undefined,
    isBeforeDeadline: isWindowOpen({ closesAt: window.studentRankingDeadline, now }),
  });
  const unforeseen = page.filter((entry) => !window.countedIds.has(entry.openingId)).map((entry) => entry.openingId);
  const draftCounts = unforeseen.length
    ? new Map([...window.draftCounts, ...(await readDraftCounts({ db, openingIds: unforeseen }))])
    : window.draftCounts;
  const items = page.map((entry) => ({ entry, state: studentViewStateOf({ entry, window, draftCounts, now }) }));
  return { openingAnnouncementDate, isAnnounced: true, total, items };
}
