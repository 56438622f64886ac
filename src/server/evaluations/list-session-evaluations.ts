import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { containsLike } from '@/db/like-pattern';
import { sessions } from '@/db/schema';
import { eq } from 'drizzle-orm';
import { EVALUATION_KINDS, EVALUATION_STATES, type EvaluationRowView } from '@/lib/evaluations';
import type { List } from '@/lib/list';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { booleanQuery, integerQuery, offsetOf, paginationQuery, toList } from '@/server/validation';
import { selectEvaluationRows, stateSql } from './evaluation-rows';

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
      sql`e.session_id = ${sessionId}`,
      query.kind ? sql`k.kind = ${query.kind}` : null,
      query.state ? sql`${stateSql(ctx.now.toISOString())} = ${query.state}` : null,
      query.companyId !== undefined ? sql`c.company_id = ${query.companyId}` : null,
      query.released === true ? sql`r.released_at is not null` : null,
      query.released === false ? sql`r.submitted_at is not null and r.released_at is null` : null,
      pattern
        ? sql`(st.student_id ilike ${pattern} or concat_ws(' ', st.first_name_th, st.last_name_th, st.first_name_en, st.last_name_en) ilike ${pattern}
            or c.company_name_th ilike ${pattern} or o.title ilike ${pattern} or coalesce(pd.mentor_name, '') ilike ${pattern})`
        : null,
    ].filter((part) => part !== null),
    sql` and `,
  );
  const { rows, total } = await selectEvaluationRows({ db: ctx.db, now: ctx.now, where, limit: query.limit, offset: offsetOf(query) });
  return toList(rows, total, query);
}
