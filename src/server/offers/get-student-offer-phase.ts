import type { StudentOfferPhaseView } from '@/lib/offers';
import { and, eq } from 'drizzle-orm';
import { enrollments, offers } from '@/db/schema';
import type { StudentContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { loadOfferPhase, toOfferPhaseView } from './offer-phase';
import { selectOfferOpenings, selectOfferViews } from './offer-rows';

/**
 * GET /api/student/sessions/{sessionId}/offer-phase: the student's offers of the session and, while the phase is
 * open and they are unmatched, the openings with a place left; 404 when not enrolled.
 */
export async function getStudentOfferPhase({ ctx, sessionId }: { ctx: StudentContext; sessionId: number }): Promise<StudentOfferPhaseView> {
  const { studentId } = ctx.actor;
  const phase = await loadOfferPhase({ db: ctx.db, sessionId, now: ctx.now });
  const [enrollment] = await ctx.db
    .select({ assignedOpeningId: enrollments.assignedOpeningId, offerOptOutAt: enrollments.offerOptOutAt })
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
  if (!enrollment) throw new NotFoundError('Session not found');
  const isMatched = enrollment.assignedOpeningId !== null;
  const [offerViews, openings] = await Promise.all([
    selectOfferViews({ db: ctx.db, where: and(eq(offers.sessionId, sessionId), eq(offers.studentId, studentId)), now: ctx.now }),
    phase.isOpen && !isMatched ? selectOfferOpenings({ db: ctx.db, sessionId, now: ctx.now, onlyWithPlaces: true }) : Promise.resolve([]),
  ]);
  return { phase: toOfferPhaseView(phase), isMatched, isNotLooking: enrollment.offerOptOutAt !== null, offers: offerViews, openings };
}
