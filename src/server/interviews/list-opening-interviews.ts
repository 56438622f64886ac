import { z } from 'zod';
import type { OpeningInterviews } from '@/lib/interviews';
import type { Context } from '@/server/context';
import { integerQuery } from '@/server/validation';
import { isSlotWindowOpen, loadOpeningRound } from './interview-scope';
import { selectApplicantsWithoutBooking, selectCompanySlots } from './slot-views';

export const listOpeningInterviewsQuery = z.object({ round: integerQuery.optional() });
export type ListOpeningInterviewsQuery = z.output<typeof listOpeningInterviewsQuery>;

/**
 * GET …/openings/{openingId}/interview-slots: the opening's slots of a round (the current one unless asked) with who
 * booked each, and which ACTIVE applicants hold no booking. Its company's users and admins.
 */
export async function listOpeningInterviews({
  ctx,
  openingId,
  sessionId,
  query,
}: {
  ctx: Context;
  openingId: number;
  sessionId?: number;
  query: ListOpeningInterviewsQuery;
}): Promise<OpeningInterviews> {
  const scope = await loadOpeningRound({ db: ctx.db, ctx, openingId, sessionId, round: query.round });
  const [slots, applicantsWithoutBooking] = await Promise.all([
    selectCompanySlots({ db: ctx.db, where: { openingId, round: scope.round } }),
    selectApplicantsWithoutBooking({ db: ctx.db, openingId, round: scope.round }),
  ]);
  return {
    openingId,
    openingTitle: scope.openingTitle,
    sessionId: scope.sessionId,
    round: scope.round,
    opensAt: scope.opensAt.toISOString(),
    closesAt: scope.closesAt.toISOString(),
    isWindowOpen: isSlotWindowOpen({ scope, now: ctx.now }),
    slots,
    applicantsWithoutBooking,
  };
}
