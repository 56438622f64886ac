import { z } from 'zod';
import { DEMAND_FRESH_SECONDS, type OpeningDemandView, type SessionDemandView } from '@/lib/demand';
import type { SignedInContext } from '@/server/context';
import { hasCome, isBeforeDeadline } from '@/server/deadlines';
import { NotFoundError } from '@/server/errors';
import { integerQuery, listQuery } from '@/server/validation';
import { readDemandFigures, readDemandView, type StoredOpeningDemand } from './read-demand-view';
import { refreshDemandIfStale } from './refresh-demand';

export const getSessionDemandQuery = z.object({
  /** The openings a screen shows (a page of cards, a ranking list); without it, every opening the caller may see. */
  openingIds: listQuery(integerQuery).pipe(z.array(z.number()).max(100)).optional(),
});
export type GetSessionDemandQuery = z.output<typeof getSessionDemandQuery>;

/**
 * GET /api/sessions/{sessionId}/demand: during the current round's student ranking window, each opening's live
 * demand (docs/demand.md), at most DEMAND_FRESH_SECONDS old. A student of the session sees the published openings, a
 * company user its own, an admin all (also while it is turned off, to check it before turning it on).
 * The login, the session, the enrollment, the settings and the figures are one statement (`readDemandView`); only
 * the request that finds the figures stale recomputes them and reads them again.
 */
export async function getSessionDemand({
  ctx,
  sessionId,
  query,
}: {
  ctx: SignedInContext<'admin' | 'student' | 'company_user'>;
  sessionId: number;
  query: GetSessionDemandQuery;
}): Promise<SessionDemandView> {
  const openingIds = query.openingIds ?? null;
  const { actor, view } = await readDemandView({ ctx, sessionId, openingIds });
  if (!view || (actor.role === 'student' && !view.isEnrolled)) throw new NotFoundError('Session not found');

  let { state, figures } = view;
  const isWindowOpen =
    !view.isMatchingInitiated &&
    hasCome({ date: view.opensAt, now: ctx.now }) &&
    isBeforeDeadline({ deadline: view.closesAt, now: ctx.now }) &&
    view.closesAt !== null;
  const answer = (shown: SessionDemandView['state'], items: OpeningDemandView[]): SessionDemandView => ({
    sessionId,
    state: shown,
    isShown: state.isShown,
    countsDrafts: state.countsDrafts,
    round: view.round,
    computedAt: shown === 'CLOSED' || !state.computedAt ? null : state.computedAt.toISOString(),
    freshSeconds: DEMAND_FRESH_SECONDS,
    items,
  });
  if (!isWindowOpen) return answer('CLOSED', []);
  if (!state.isShown && actor.role !== 'admin') return answer('OFF', []);

  const refreshed = await refreshDemandIfStale({ db: ctx.db, sessionId, round: view.round, now: ctx.now, state });
  if (refreshed !== state) {
    state = refreshed;
    figures = await readDemandFigures({ db: ctx.db, sessionId, openingIds });
  }
  const visible = actor.role === 'company_user' ? figures.filter((figure) => figure.companyId === actor.companyId) : figures;
  return answer(state.isShown ? 'SHOWN' : 'OFF', visible.map(toOpeningDemandView));
}

function toOpeningDemandView({ openingId, places, applicantCount, firstChoiceCount }: StoredOpeningDemand): OpeningDemandView {
  return { openingId, applicantCount, firstChoiceCount, places, applicantsPerPlace: Math.round((applicantCount / places) * 10) / 10 };
}
