import { and, asc, eq } from 'drizzle-orm';
import { applications, companies, enrollments, openings } from '@/db/schema';
import { currentCompanyRankings, loadSessionRound } from '@/server/applications';
import type { SharedRankings } from '@/lib/company-rankings';
import type { StudentContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { isWindowOpen } from '@/server/deadlines';

export type { SharedRankings };

/**
 * GET /api/student/sessions/{sessionId}/shared-rankings/{round}: the student's ACTIVE applications
 * whose company marked them shared in its current ranking, so the student can decide before
 * reordering. Shown from the moment a company submits until reorderRankingDeadline; after it, or in
 * a round that offers no reorder (null deadline), the list is empty.
 */
export async function listSharedRankings({
  ctx,
  sessionId,
  round,
}: {
  ctx: StudentContext;
  sessionId: number;
  round: number;
}): Promise<SharedRankings> {
  const studentId = ctx.actor.studentId;
  const sessionRound = await loadSessionRound({ db: ctx.db, sessionId, round });
  const [enrollment] = await ctx.db
    .select({ studentId: enrollments.studentId })
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)))
    .limit(1);
  // Like the student's other session reads: a session the student is not enrolled in stays invisible.
  if (!enrollment) throw new NotFoundError('Session not found');
  const deadline = sessionRound.reorderRankingDeadline;
  const reorderRankingDeadline = deadline?.toISOString() ?? null;
  const isOpen = isWindowOpen({ closesAt: deadline, now: ctx.now });
  if (!isOpen) return { round, reorderRankingDeadline, items: [] };

  const rows = await ctx.db
    .select({
      applicationId: applications.applicationId,
      openingId: openings.openingId,
      openingTitle: openings.title,
      companyId: companies.companyId,
      companyNameTh: companies.companyNameTh,
      studentPreferenceRank: applications.studentPreferenceRank,
    })
    .from(applications)
    .innerJoin(openings, eq(openings.openingId, applications.openingId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .where(
      and(
        eq(applications.sessionId, sessionId),
        eq(applications.round, round),
        eq(applications.studentId, studentId),
        eq(applications.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(applications.studentPreferenceRank));
  const rankings = await currentCompanyRankings({ db: ctx.db, openingIds: rows.map((row) => row.openingId), round });
  const items = rows.flatMap((row) => {
    const item = rankings.get(row.openingId)?.items.find((candidate) => candidate.applicationId === row.applicationId);
    if (!item?.isShared || item.position === null) return [];
    return [
      {
        openingId: row.openingId,
        openingTitle: row.openingTitle,
        companyId: row.companyId,
        companyNameTh: row.companyNameTh,
        studentPreferenceRank: row.studentPreferenceRank,
        companyPreferenceRank: item.position,
      },
    ];
  });
  return { round, reorderRankingDeadline, items };
}
