import type { StudentOpeningView } from '@/lib/openings';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { selectStudentOpeningViews } from './opening-view';
import { assertVisibleToStudent } from './student-visibility';

/** GET /api/sessions/{sessionId}/openings/{openingId}: one opening the student may see, else 404. */
export async function getSessionOpening(ctx: Context, sessionId: number, openingId: number): Promise<StudentOpeningView> {
  const studentId = ctx.actor.studentId ?? '';
  await assertVisibleToStudent(ctx.db, studentId, sessionId, openingId, ctx.now);
  const [view] = await selectStudentOpeningViews(ctx.db, [openingId], { now: ctx.now, studentId });
  if (!view) throw new NotFoundError('Opening not found');
  return view;
}
