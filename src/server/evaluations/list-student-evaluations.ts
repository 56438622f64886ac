import { sql } from 'drizzle-orm';
import type { EvaluationDetailView } from '@/lib/evaluations';
import type { Context } from '@/server/context';
import { detailViewOf, selectEvaluationDetails } from './evaluation-detail';

/** GET /api/student/sessions/{sessionId}/evaluations: the student's evaluations the office released, with the answers. */
export async function listStudentEvaluations({
  ctx,
  sessionId,
}: {
  ctx: Context<'student'>;
  sessionId: number;
}): Promise<{ items: EvaluationDetailView[] }> {
  const details = await selectEvaluationDetails({
    db: ctx.db,
    now: ctx.now,
    where: sql`r.session_id = ${sessionId} and r.student_id = ${ctx.actor.studentId} and r.released_at is not null and r.submitted_at is not null`,
  });
  return { items: details.map(detailViewOf) };
}
