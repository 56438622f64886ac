import type { StudentOpeningView } from '@/lib/openings';
import type { SignedInContext } from '@/server/context';
import { hasCome } from '@/server/deadlines';
import { NotFoundError } from '@/server/errors';
import { catalogueAtLeast, currentCatalogue } from './opening-catalogue';
import { readStudentOpeningWindow, studentViewStateOf } from './student-opening-window';
import { assertVisibleToStudent } from './student-visibility';

/**
 * GET /api/sessions/{sessionId}/openings/{openingId}: one opening the student may see, else 404. One statement on
 * the way to a 200, as the list (listSessionOpenings): the enrollment and round window, the catalogue's version,
 * the bookmarks and the opening's draft count; the view is the catalogue's at that version, so an opening
 * withdrawn or changed through any instance is never shown as it was. Only a miss asks again, for the right 404.
 */
export async function getSessionOpening({
  ctx,
  sessionId,
  openingId,
}: {
  ctx: SignedInContext<'student'>;
  sessionId: number;
  openingId: number;
}): Promise<StudentOpeningView> {
  const { db, now } = ctx;
  const { actor, window } = await readStudentOpeningWindow({
    ctx,
    sessionId,
    search: undefined,
    openingIds: [openingId],
    onlyBookmarked: false,
  });
  if (window && hasCome({ date: window.openingAnnouncementDate, now })) {
    const known = await currentCatalogue({ db, sessionId });
    const catalogue = known && known.version >= window.version ? known : await catalogueAtLeast({ db, sessionId, version: window.version });
    const entry = catalogue.byId.get(openingId);
    if (entry) return { ...entry.view, ...studentViewStateOf({ entry, window, draftCounts: window.draftCounts, now }) };
  }
  await assertVisibleToStudent({ db, studentId: actor.studentId, sessionId, openingId, now });
  throw new NotFoundError('Opening not found');
}
