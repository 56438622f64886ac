import type { StudentOpeningList } from '@/lib/openings';
import type { SignedInContext } from '@/server/context';
import { toList } from '@/server/validation';
import { storedViewJson } from './opening-catalogue';
import { findSessionOpeningsPage, type StudentOpeningFilters } from './session-openings-page';

/**
 * GET /api/sessions/{sessionId}/openings: the same answer as listSessionOpenings, written as JSON text from each
 * opening's view serialised once per catalogue (docs/performance.md): the deadline hour's most frequent answer
 * skips building and serialising twenty objects of thirty fields. Outside production the route still checks the
 * text against the answer's schema, like every answer.
 */
export async function listSessionOpeningsJson({
  ctx,
  sessionId,
  filters,
}: {
  ctx: SignedInContext<'student'>;
  sessionId: number;
  filters: StudentOpeningFilters;
}): Promise<string> {
  const { openingAnnouncementDate, isAnnounced, total, items } = await findSessionOpeningsPage({ ctx, sessionId, filters });
  const { meta } = toList(items, total, filters);
  const rest: Omit<StudentOpeningList, 'items'> = { meta, reason: isAnnounced ? null : 'NOT_ANNOUNCED', openingAnnouncementDate };
  // The stored view's text lacks its closing brace, so the per-student fields follow it inside the same object.
  const itemsJson = items.map(({ entry, state }) => `${storedViewJson(entry)},${JSON.stringify(state).slice(1)}`);
  return `{"items":[${itemsJson.join(',')}],${JSON.stringify(rest).slice(1)}`;
}
