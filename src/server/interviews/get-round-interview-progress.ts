import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { applications, companies, interviewBookings, interviewSlots, openings, students } from '@/db/schema';
import type { RoundInterviewProgress } from '@/lib/interviews';
import { currentRoundOf, loadSessionRound } from '@/server/applications';
import type { Context } from '@/server/context';
import { integerQuery } from '@/server/validation';

export const getRoundInterviewProgressQuery = z.object({ round: integerQuery.optional() });
export type GetRoundInterviewProgressQuery = z.output<typeof getRoundInterviewProgressQuery>;

/**
 * GET /api/admin/sessions/{sessionId}/interviews: a round's interviews (the current one unless asked): per opening
 * with applicants, how many slots and bookings it has and which applicants hold none. Openings with slots first.
 */
export async function getRoundInterviewProgress({
  ctx,
  sessionId,
  query,
}: {
  ctx: Context<'admin'>;
  sessionId: number;
  query: GetRoundInterviewProgressQuery;
}): Promise<RoundInterviewProgress> {
  const round = query.round ?? (await currentRoundOf({ db: ctx.db, sessionId }));
  await loadSessionRound({ db: ctx.db, sessionId, round });
  const rows = await ctx.db
    .select({
      openingId: openings.openingId,
      openingTitle: openings.title,
      companyNameTh: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
      studentId: applications.studentId,
      firstNameTh: students.firstNameTh,
      lastNameTh: students.lastNameTh,
      firstNameEn: students.firstNameEn,
      lastNameEn: students.lastNameEn,
      hasBooking: sql<boolean>`exists (select 1 from ${interviewBookings} where ${interviewBookings.studentId} = ${applications.studentId} and ${interviewBookings.openingId} = ${openings.openingId} and ${interviewBookings.round} = ${round} and ${interviewBookings.cancelledAt} is null)`,
    })
    .from(applications)
    .innerJoin(openings, eq(openings.openingId, applications.openingId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .innerJoin(students, eq(students.studentId, applications.studentId))
    .where(and(eq(applications.sessionId, sessionId), eq(applications.round, round), eq(applications.status, 'ACTIVE')))
    .orderBy(asc(companies.companyNameTh), asc(openings.title), asc(openings.openingId), asc(applications.studentPreferenceRank));
  const openingIds = [...new Set(rows.map((row) => row.openingId))];
  const slotCounts = openingIds.length
    ? await ctx.db
        .select({ openingId: interviewSlots.openingId, slots: sql<number>`count(*)::int` })
        .from(interviewSlots)
        .where(and(inArray(interviewSlots.openingId, openingIds), eq(interviewSlots.round, round), isNull(interviewSlots.cancelledAt)))
        .groupBy(interviewSlots.openingId)
    : [];
  const slotsOf = new Map(slotCounts.map((row) => [row.openingId, row.slots]));
  const byOpening = new Map<number, RoundInterviewProgress['openings'][number]>();
  for (const row of rows) {
    const entry = byOpening.get(row.openingId) ?? {
      openingId: row.openingId,
      openingTitle: row.openingTitle,
      companyNameTh: row.companyNameTh,
      companyNameEn: row.companyNameEn,
      applicantCount: 0,
      slotCount: slotsOf.get(row.openingId) ?? 0,
      bookedCount: 0,
      applicantsWithoutBooking: [],
    };
    entry.applicantCount += 1;
    if (row.hasBooking) entry.bookedCount += 1;
    else {
      const { studentId, firstNameTh, lastNameTh, firstNameEn, lastNameEn } = row;
      entry.applicantsWithoutBooking.push({ studentId, firstNameTh, lastNameTh, firstNameEn, lastNameEn });
    }
    byOpening.set(row.openingId, entry);
  }
  const list = [...byOpening.values()].sort((a, b) => Number(b.slotCount > 0) - Number(a.slotCount > 0));
  return { sessionId, round, openings: list };
}
