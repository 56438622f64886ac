import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { containsLike } from '@/db/like-pattern';
import { companies, enrollments, evaluationRequests, openings, placementDetails, sessions, students } from '@/db/schema';
import { EVALUATION_KINDS, EVALUATION_STATES, type EvaluationRowView } from '@/lib/evaluations';
import type { List } from '@/lib/list';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { booleanQuery, integerQuery, offsetOf, paginationQuery, toList } from '@/server/validation';
import { rowKind, selectEvaluationRows, stateSql } from './evaluation-rows';

export const listSessionEvaluationsQuery = paginationQuery.extend({
  kind: z.enum(EVALUATION_KINDS).optional(),
  state: z.enum(EVALUATION_STATES).optional(),
  companyId: integerQuery.optional(),
  /** true: released to the student; false: submitted and not yet released. */
  released: booleanQuery.optional(),
  /** Student id or name, company name, opening title or mentor name. */
  search: z.string().trim().max(100).optional(),
});
export type ListSessionEvaluationsQuery = z.output<typeof listSessionEvaluationsQuery>;

/** GET /api/admin/sessions/{sessionId}/evaluations: every placement and form kind of the session, with its state. */
export async function listSessionEvaluations({
  ctx,
  sessionId,
  query,
}: {
  ctx: Context<'admin'>;
  sessionId: number;
  query: ListSessionEvaluationsQuery;
}): Promise<List<EvaluationRowView>> {
  const [session] = await ctx.db.select({ sessionId: sessions.sessionId }).from(sessions).where(eq(sessions.sessionId, sessionId));
  if (!session) throw new NotFoundError('Session not found');
  const pattern = query.search ? containsLike(query.search) : null;
  const where = sql.join(
    [
      eq(enrollments.sessionId, sessionId),
      query.kind ? sql`${rowKind} = ${query.kind}` : null,
      query.state ? sql`${stateSql(ctx.now.toISOString())} = ${query.state}` : null,
      query.companyId !== undefined ? eq(companies.companyId, query.companyId) : null,
      query.released === true ? isNotNull(evaluationRequests.releasedAt) : null,
      query.released === false ? and(isNotNull(evaluationRequests.submittedAt), isNull(evaluationRequests.releasedAt)) : null,
      pattern
        ? sql`(${students.studentId} ilike ${pattern}
            or concat_ws(' ', ${students.firstNameTh}, ${students.lastNameTh}, ${students.firstNameEn}, ${students.lastNameEn}) ilike ${pattern}
            or ${companies.companyNameTh} ilike ${pattern} or ${openings.title} ilike ${pattern}
            or coalesce(${placementDetails.mentorName}, '') ilike ${pattern})`
        : null,
    ].filter((part) => part !== null),
    sql` and `,
  );
  const { rows, total } = await selectEvaluationRows({ db: ctx.db, now: ctx.now, where, limit: query.limit, offset: offsetOf(query) });
  return toList(rows, total, query);
}
