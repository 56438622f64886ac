import type { PlacementView } from '@/lib/placements';
import type { StudentContext } from '@/server/context';
import { findPlacement } from './placement-rows';

/** GET /api/student/sessions/{sessionId}/placement: the student's own placement from the announcement; 404 if none. */
export async function getStudentPlacement({ ctx, sessionId }: { ctx: StudentContext; sessionId: number }): Promise<PlacementView> {
  const studentId = ctx.actor.studentId;
  return findPlacement({ db: ctx.db, now: ctx.now, sessionId, studentId, viewer: { studentId } });
}
