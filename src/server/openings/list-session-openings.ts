import { z } from 'zod';
import type { StudentOpeningList } from '@/lib/openings';
import type { SignedInContext } from '@/server/context';
import { booleanQuery, integerQuery, listQuery, paginationQuery, toList } from '@/server/validation';
import { findSessionOpeningsPage, type StudentOpeningFilters } from './session-openings-page';

export type { StudentOpeningFilters, StudentOpeningList };

/** The query of GET /api/sessions/{sessionId}/openings (listSessionOpeningsJson), and of the student's /opening page. */
export const listSessionOpeningsQuery = paginationQuery.extend({
  tags: listQuery(integerQuery).optional(),
  search: z.string().max(200).optional(),
  companyId: integerQuery.optional(),
  onlyBookmarked: booleanQuery.optional(),
  onlyAvailablePositions: booleanQuery.optional(),
});

/** The student's list of a session's openings (findSessionOpeningsPage) as objects, for the screens that render it. */
export async function listSessionOpenings({
  ctx,
  sessionId,
  filters,
}: {
  ctx: SignedInContext<'student'>;
  sessionId: number;
  filters: StudentOpeningFilters;
}): Promise<StudentOpeningList> {
  const { openingAnnouncementDate, isAnnounced, total, items } = await findSessionOpeningsPage({ ctx, sessionId, filters });
  const views = items.map(({ entry, state }) => ({ ...entry.view, ...state }));
  return { ...toList(views, total, filters), reason: isAnnounced ? null : 'NOT_ANNOUNCED', openingAnnouncementDate };
}
