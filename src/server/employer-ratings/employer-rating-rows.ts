import type { EmployerRatingView } from '@/lib/employer-ratings';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, employerRatings, openings, students } from '@/db/schema';

/** The ratings the condition picks, with the student's, the opening's and the company's names. */
export function selectEmployerRatings({ db, where }: { db: Executor; where: SQL | undefined }) {
  return db
    .select({
      sessionId: employerRatings.sessionId,
      studentId: employerRatings.studentId,
      studentName: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${students.firstNameTh}, ${students.lastNameTh})), ''), ${students.studentId})`,
      openingId: employerRatings.openingId,
      openingTitle: openings.title,
      companyId: employerRatings.companyId,
      companyName: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
      overall: employerRatings.overall,
      mentoring: employerRatings.mentoring,
      learning: employerRatings.learning,
      workEnvironment: employerRatings.workEnvironment,
      wouldRecommend: employerRatings.wouldRecommend,
      comment: employerRatings.comment,
      commentPublishedAt: employerRatings.commentPublishedAt,
      createdAt: employerRatings.createdAt,
    })
    .from(employerRatings)
    .innerJoin(students, eq(students.studentId, employerRatings.studentId))
    .innerJoin(openings, eq(openings.openingId, employerRatings.openingId))
    .innerJoin(companies, eq(companies.companyId, employerRatings.companyId))
    .where(where)
    .$dynamic();
}

type RatingRow = Awaited<ReturnType<ReturnType<typeof selectEmployerRatings>['execute']>>[number];

export function toEmployerRatingView(row: RatingRow): EmployerRatingView {
  return {
    ...row,
    commentPublishedAt: row.commentPublishedAt ? new Date(row.commentPublishedAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** One student's rating of a session's match (session, student, opening). */
export const ratingKey = (key: { sessionId: number; studentId: string; openingId: number }) =>
  and(
    eq(employerRatings.sessionId, key.sessionId),
    eq(employerRatings.studentId, key.studentId),
    eq(employerRatings.openingId, key.openingId),
  );

/** The day in Bangkok as `YYYY-MM-DD`, to compare with a placement's calendar dates. */
export function bangkokDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
