import { EMPLOYER_RATING_MIN_COUNT, type CompanyRatingSummary } from '@/lib/employer-ratings';
import { and, avg, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { companies, employerRatings } from '@/db/schema';
import { NotFoundError } from '@/server/errors';
import type { Context } from '@/server/context';

/**
 * The companies' rating summaries as students see them, in two statements whatever the number of companies: the
 * count, and the averages and published comments only for a company rated by at least EMPLOYER_RATING_MIN_COUNT
 * students (over every session). Never who rated what.
 */
export async function getCompanyRatingSummaries({
  ctx,
  companyIds,
}: {
  ctx: Pick<Context, 'db'>;
  companyIds: number[];
}): Promise<Map<number, CompanyRatingSummary>> {
  const summaries = new Map<number, CompanyRatingSummary>();
  if (companyIds.length === 0) return summaries;
  const rows = await ctx.db
    .select({
      companyId: employerRatings.companyId,
      count: count(),
      overall: avg(employerRatings.overall).mapWith(Number),
      mentoring: avg(employerRatings.mentoring).mapWith(Number),
      learning: avg(employerRatings.learning).mapWith(Number),
      workEnvironment: avg(employerRatings.workEnvironment).mapWith(Number),
      wouldRecommend: sql<number>`avg(case when ${employerRatings.wouldRecommend} then 1.0 else 0.0 end)`.mapWith(Number),
    })
    .from(employerRatings)
    .where(inArray(employerRatings.companyId, companyIds))
    .groupBy(employerRatings.companyId);
  const shown = rows.filter((row) => row.count >= EMPLOYER_RATING_MIN_COUNT).map((row) => row.companyId);
  const comments = shown.length
    ? await ctx.db
        .select({ companyId: employerRatings.companyId, comment: employerRatings.comment, publishedAt: employerRatings.commentPublishedAt })
        .from(employerRatings)
        .where(
          and(inArray(employerRatings.companyId, shown), isNotNull(employerRatings.commentPublishedAt), isNotNull(employerRatings.comment)),
        )
        .orderBy(desc(employerRatings.commentPublishedAt))
    : [];
  for (const companyId of companyIds) summaries.set(companyId, { companyId, count: 0, averages: null, comments: [] });
  for (const row of rows) {
    const isShown = row.count >= EMPLOYER_RATING_MIN_COUNT;
    summaries.set(row.companyId, {
      companyId: row.companyId,
      count: row.count,
      averages: isShown
        ? {
            overall: row.overall,
            mentoring: row.mentoring,
            learning: row.learning,
            workEnvironment: row.workEnvironment,
            wouldRecommend: row.wouldRecommend,
          }
        : null,
      comments: [],
    });
  }
  for (const comment of comments)
    summaries
      .get(comment.companyId)!
      .comments.push({ comment: comment.comment!, publishedAt: new Date(comment.publishedAt!).toISOString() });
  return summaries;
}

/** GET /api/companies/{companyId}/rating-summary: one company's summary (see getCompanyRatingSummaries). */
export async function getCompanyRatingSummary({
  ctx,
  companyId,
}: {
  ctx: Pick<Context, 'db'>;
  companyId: number;
}): Promise<CompanyRatingSummary> {
  const [company] = await ctx.db.select({ companyId: companies.companyId }).from(companies).where(eq(companies.companyId, companyId));
  if (!company) throw new NotFoundError('ไม่พบบริษัทนี้');
  const summaries = await getCompanyRatingSummaries({ ctx, companyIds: [companyId] });
  return summaries.get(companyId)!;
}
