import { and, eq, lte, sql } from 'drizzle-orm';
import { enrollments, openings, rounds } from '@/db/schema';
import type { StudentOpeningView } from '@/lib/openings';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { selectStudentOpeningRows } from './opening-view';
import { assertVisibleToStudent, visibleToStudentsCondition } from './student-visibility';

/**
 * GET /api/sessions/{sessionId}/openings/{openingId}: one opening the student may see, else 404. One statement on
 * the way to a 200: the view, under the visibility rule, the student's enrollment and the current round's
 * announcement; only a miss asks again, to answer with the right 404.
 */
export async function getSessionOpening({
  ctx,
  sessionId,
  openingId,
}: {
  ctx: Context;
  sessionId: number;
  openingId: number;
}): Promise<StudentOpeningView> {
  const studentId = ctx.actor.studentId ?? '';
  const maySee = and(
    eq(openings.openingId, openingId),
    visibleToStudentsCondition(sessionId),
    sql`exists (select 1 from ${enrollments} where ${enrollments.sessionId} = ${sessionId} and ${enrollments.studentId} = ${studentId})`,
    lte(rounds.openingAnnouncementDate, ctx.now),
  )!;
  const { views } = await selectStudentOpeningRows({ db: ctx.db, which: maySee, now: ctx.now, studentId, order: [] });
  if (views[0]) return views[0];
  await assertVisibleToStudent({ db: ctx.db, studentId, sessionId, openingId, now: ctx.now });
  throw new NotFoundError('Opening not found');
}
