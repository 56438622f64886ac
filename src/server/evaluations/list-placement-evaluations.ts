import { and, eq } from 'drizzle-orm';
import { companies, enrollments } from '@/db/schema';
import type { EvaluationRowView } from '@/lib/evaluations';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { selectEvaluationRows } from './evaluation-rows';

/**
 * GET /api/company/sessions/{sessionId}/evaluations/{studentId} (its own placement, from the announcement: the states,
 * never the answers or the score) and the admin's rows of one placement (the placement page). 404 when the viewer may
 * not see the placement.
 */
export async function listPlacementEvaluations({
  ctx,
  sessionId,
  studentId,
}: {
  ctx: Context<'admin' | 'company_user'>;
  sessionId: number;
  studentId: string;
}): Promise<{ items: EvaluationRowView[] }> {
  const companyId = ctx.actor.role === 'company_user' ? ctx.actor.companyId : null;
  const { rows, placements } = await selectEvaluationRows({
    db: ctx.db,
    now: ctx.now,
    where: and(
      eq(enrollments.sessionId, sessionId),
      eq(enrollments.studentId, studentId),
      companyId === null ? undefined : eq(companies.companyId, companyId),
    )!,
  });
  if (rows.length === 0 || (companyId !== null && !placements.get(studentId)?.isAnnounced)) throw new NotFoundError('ไม่พบข้อมูลการฝึกงานนี้');
  if (companyId === null) return { items: rows };
  // The company follows whether its mentor answered; what was answered goes to the office and, once released, the student.
  return { items: rows.map((row) => ({ ...row, score: null, releasedAt: null })) };
}
