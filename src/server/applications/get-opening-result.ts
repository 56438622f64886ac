import { and, asc, eq, inArray } from 'drizzle-orm';
import { applications, enrollments, matchingRoundResults, students } from '@/db/schema';
import { contactColumnsFor, studentNameColumns } from '@/server/students';
import type { CompanyContext } from '@/server/context';
import { deadlineText } from '@/server/deadlines';
import type { OpeningResult, OpeningResultStudent } from '@/lib/applications';
import type { MatchingSource } from '@/lib/labels';
import { ForbiddenError } from '@/server/errors';
import { currentCompanyRankings } from './application-view';
import { findOwnOpening, isResultAnnounced, loadSessionRound } from './round-scope';

export type { OpeningResult, OpeningResultStudent };

/**
 * GET /api/sessions/{sessionId}/openings/{openingId}/result/{round}: the students matched to the
 * company's own opening in the round, by the algorithm (matching_round_results) or by hand (enrollments
 * with assignedOpeningId and matchedRound), with contact details. Before the results are announced
 * it answers 403 with the date, so the screen can say when to come back.
 */
export async function getOpeningResult({
  ctx,
  sessionId,
  openingId,
  round,
}: {
  ctx: CompanyContext;
  sessionId: number;
  openingId: number;
  round: number;
}): Promise<OpeningResult> {
  const companyId = ctx.actor.companyId;
  const sessionRound = await loadSessionRound({ db: ctx.db, sessionId, round });
  const opening = await findOwnOpening({ db: ctx.db, openingId, sessionId, companyId });
  if (!isResultAnnounced({ sessionRound, now: ctx.now })) {
    throw new ForbiddenError(`ผลการจับคู่ของรอบที่ ${round} ประกาศตั้งแต่ ${deadlineText(sessionRound.resultAnnouncementDate)}`);
  }
  const [fromMatching, fromEnrollments] = await Promise.all([
    ctx.db
      .select({ studentId: matchingRoundResults.studentId, source: matchingRoundResults.source })
      .from(matchingRoundResults)
      .where(
        and(
          eq(matchingRoundResults.sessionId, sessionId),
          eq(matchingRoundResults.round, round),
          eq(matchingRoundResults.openingId, openingId),
        ),
      ),
    ctx.db
      .select({ studentId: enrollments.studentId })
      .from(enrollments)
      .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.assignedOpeningId, openingId), eq(enrollments.matchedRound, round))),
  ]);
  const sources = new Map<string, MatchingSource>(fromMatching.map((row) => [row.studentId, row.source]));
  for (const row of fromEnrollments) if (!sources.has(row.studentId)) sources.set(row.studentId, 'MANUAL');
  const studentIds = [...sources.keys()];
  const rows = studentIds.length
    ? await ctx.db
        .select({
          studentId: students.studentId,
          ...studentNameColumns,
          ...contactColumnsFor('company'),
          profileToken: students.profileToken,
          profilePictureFileId: students.profilePictureFileId,
          applicationId: applications.applicationId,
          studentPreferenceRank: applications.studentPreferenceRank,
        })
        .from(students)
        // A manual match may have no application: keep the student, with no ranks.
        .leftJoin(
          applications,
          and(
            eq(applications.studentId, students.studentId),
            eq(applications.sessionId, sessionId),
            eq(applications.round, round),
            eq(applications.openingId, openingId),
          ),
        )
        .where(inArray(students.studentId, studentIds))
        .orderBy(asc(students.studentId))
    : [];
  const ranking = (await currentCompanyRankings({ db: ctx.db, openingIds: [openingId], round })).get(openingId);
  const positions = new Map((ranking?.items ?? []).map((item) => [item.applicationId, item.position]));
  const items = rows
    .map(({ profilePictureFileId, applicationId, ...row }) => ({
      ...row,
      applicationId,
      profilePictureUrl:
        profilePictureFileId === null ? null : `/api/common/files/student/profile-picture/${encodeURIComponent(row.profileToken)}`,
      companyPreferenceRank: applicationId === null ? null : (positions.get(applicationId) ?? null),
      source: sources.get(row.studentId) ?? 'MANUAL',
    }))
    .sort(
      (a, b) => (a.companyPreferenceRank ?? Infinity) - (b.companyPreferenceRank ?? Infinity) || a.studentId.localeCompare(b.studentId),
    );
  return {
    opening: { openingId: opening.openingId, title: opening.title, quota: opening.quota },
    round,
    resultAnnouncementDate: sessionRound.resultAnnouncementDate.toISOString(),
    items,
  };
}
