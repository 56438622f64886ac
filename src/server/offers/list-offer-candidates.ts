import type { List } from '@/lib/list';
import type { OfferCandidateView } from '@/lib/offers';
import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { enrollments, offers, openings, programs, students } from '@/db/schema';
import type { CompanyContext } from '@/server/context';
import { offsetOf, paginationQuery, toList } from '@/server/validation';
import { loadOfferPhase } from './offer-phase';
import { isOutstanding, studentNameEn } from './offer-rows';

export const listOfferCandidatesQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
});
export type ListOfferCandidatesQuery = z.output<typeof listOfferCandidatesQuery>;

/**
 * GET /api/company/sessions/{sessionId}/offer-phase/students: while the phase is open, the session's students a
 * company may offer a place to: enrolled, unmatched, active and still looking; by student id, a page at a time.
 */
export async function listOfferCandidates({
  ctx,
  sessionId,
  query,
}: {
  ctx: CompanyContext;
  sessionId: number;
  query: ListOfferCandidatesQuery;
}): Promise<List<OfferCandidateView>> {
  const phase = await loadOfferPhase({ db: ctx.db, sessionId, now: ctx.now });
  if (!phase.isOpen) return toList([], 0, query);
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  const where = and(
    eq(enrollments.sessionId, sessionId),
    isNull(enrollments.assignedOpeningId),
    isNull(enrollments.offerOptOutAt),
    eq(students.isActive, true),
    pattern ? or(ilike(students.studentId, pattern), ilike(students.firstNameTh, pattern), ilike(students.lastNameTh, pattern)) : undefined,
  );
  const hasOfferFromCompany = sql<boolean>`exists (select 1 from ${offers} inner join ${openings} on ${openings.openingId} = ${offers.openingId}
    where ${offers.sessionId} = ${sessionId} and ${offers.studentId} = ${students.studentId}
      and ${openings.companyId} = ${ctx.actor.companyId} and ${isOutstanding(ctx.now)})`;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        studentId: students.studentId,
        studentName: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${students.firstNameTh}, ${students.lastNameTh})), ''), ${students.studentId})`,
        studentNameEn,
        programName: programs.programName,
        hasOfferFromCompany,
      })
      .from(enrollments)
      .innerJoin(students, eq(students.studentId, enrollments.studentId))
      .leftJoin(programs, eq(programs.programId, students.programId))
      .where(where)
      .orderBy(asc(students.studentId))
      .limit(query.limit)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(enrollments).innerJoin(students, eq(students.studentId, enrollments.studentId)).where(where),
  ]);
  return toList(rows, total, query);
}
