import type { List } from '@/lib/list';
import { AGREEMENT_STATES, type AgreementView } from '@/lib/agreements';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { containsLike } from '@/db/like-pattern';
import { companies, enrollments, openings, sessions, students } from '@/db/schema';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { integerQuery, offsetOf, paginationQuery, toList } from '@/server/validation';
import { selectAgreementRows, toAgreementView } from './agreement-rows';

export const listAgreementsQuery = paginationQuery.extend({
  state: z.enum(AGREEMENT_STATES).optional(),
  companyId: integerQuery.optional(),
  /** Student id or name, opening title or company name. */
  search: z.string().trim().max(100).optional(),
});
export type ListAgreementsQuery = z.output<typeof listAgreementsQuery>;

/**
 * GET /api/admin/sessions/{sessionId}/agreements: every placement of the session with its agreement, by student id.
 * The state is computed by agreementStateOf, the one definition, so the state filter runs on the session's
 * placements in memory (a session has hundreds, not millions).
 */
export async function listAgreements({
  ctx,
  sessionId,
  query,
}: {
  ctx: Context;
  sessionId: number;
  query: ListAgreementsQuery;
}): Promise<List<AgreementView>> {
  const [session] = await ctx.db.select({ sessionId: sessions.sessionId }).from(sessions).where(eq(sessions.sessionId, sessionId));
  if (!session) throw new NotFoundError('Session not found');
  const pattern = query.search ? containsLike(query.search) : undefined;
  const rows = await selectAgreementRows({
    db: ctx.db,
    now: ctx.now,
    where: and(
      eq(enrollments.sessionId, sessionId),
      query.companyId !== undefined ? eq(openings.companyId, query.companyId) : undefined,
      pattern
        ? or(
            ilike(students.studentId, pattern),
            ilike(sql`concat_ws(' ', ${students.firstNameTh}, ${students.lastNameTh})`, pattern),
            ilike(sql`concat_ws(' ', ${students.firstNameEn}, ${students.lastNameEn})`, pattern),
            ilike(openings.title, pattern),
            ilike(companies.companyNameTh, pattern),
          )
        : undefined,
    ),
  }).orderBy(enrollments.studentId);
  const views = rows.map(toAgreementView).filter((view) => !query.state || view.state === query.state);
  const start = offsetOf(query);
  return toList(views.slice(start, start + query.limit), views.length, query);
}
