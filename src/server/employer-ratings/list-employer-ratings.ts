import type { EmployerRatingView } from '@/lib/employer-ratings';
import type { List } from '@/lib/list';
import { and, count, desc, eq } from 'drizzle-orm';
import { employerRatings, sessions } from '@/db/schema';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { offsetOf, toList } from '@/server/validation';
import { selectEmployerRatings, toEmployerRatingView } from './employer-rating-rows';
import type { ListEmployerRatingsQuery } from './employer-rating-input';

/** GET /api/admin/sessions/{sessionId}/employer-ratings: every rating of the session with its comment, newest first. */
export async function listEmployerRatings({
  ctx,
  sessionId,
  query,
}: {
  ctx: Context<'admin'>;
  sessionId: number;
  query: ListEmployerRatingsQuery;
}): Promise<List<EmployerRatingView>> {
  const [session] = await ctx.db.select({ sessionId: sessions.sessionId }).from(sessions).where(eq(sessions.sessionId, sessionId));
  if (!session) throw new NotFoundError('ไม่พบรอบการฝึกงานนี้');
  const where = and(
    eq(employerRatings.sessionId, sessionId),
    query.companyId !== undefined ? eq(employerRatings.companyId, query.companyId) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectEmployerRatings({ db: ctx.db, where })
      .orderBy(desc(employerRatings.createdAt), employerRatings.studentId)
      .limit(query.limit)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(employerRatings).where(where),
  ]);
  return toList(rows.map(toEmployerRatingView), total, query);
}
