import type { ApplicationOutcome, StudentMatchingResult } from '@/lib/matching';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { columnName } from '@/db/column-name';
import { rowsOf } from '@/db/rows-of';
import {
  applications,
  companies,
  companyRankingSubmissionItems,
  companyRankingSubmissions,
  enrollments,
  matchingRoundResults,
  openings,
  rounds,
  sessionGroups,
  sessions,
} from '@/db/schema';
import type { StudentContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { currentRankingsOf } from './load-matching-input';
import { hasCome } from '@/server/deadlines';

const a = alias(applications, 'a');
const o = alias(openings, 'o');
const c = alias(companies, 'c');
const i = alias(companyRankingSubmissionItems, 'i');

/**
 * Why an application did or did not become the student's match (docs/matching.md):
 * MATCHED – this is the student's opening; MATCHED_ELSEWHERE – the student got another opening (one it ranked higher, or one set by an admin);
 * FILLED_BY_HIGHER_RANKED – the company selected the student, but its quota went to applicants it ranked higher;
 * NOT_SELECTED – the company did not select the student; NO_COMPANY_RANKING – the company submitted no ranking;
 * CANCELLED / WITHDRAWN – the student cancelled, or the opening was withdrawn.
 */
export type { ApplicationOutcome, StudentMatchingResult };

/**
 * GET /api/student/sessions/{sessionId}/matching/{round}: the student's own result of a round, with a reason for
 * each application, only from the round's result announcement (before it: isAnnounced false and nothing else).
 * A closed round's results are announced. Not enrolled: 404; a round not reached: 404.
 */
export async function getStudentMatchingResult({
  ctx,
  sessionId,
  round,
}: {
  ctx: StudentContext;
  sessionId: number;
  round: number;
}): Promise<StudentMatchingResult> {
  const studentId = ctx.actor.studentId;
  const [scope] = await ctx.db
    .select({
      currentRound: sessionGroups.currentRound,
      isMatchingInitiated: sessions.isMatchingInitiated,
      resultAnnouncementDate: rounds.resultAnnouncementDate,
    })
    .from(enrollments)
    .innerJoin(sessions, eq(sessions.sessionId, enrollments.sessionId))
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .leftJoin(rounds, and(eq(rounds.sessionGroupId, sessionGroups.sessionGroupId), eq(rounds.round, round)))
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
  if (!scope) throw new NotFoundError('Session not found');
  if (round > scope.currentRound || !scope.resultAnnouncementDate) throw new NotFoundError(`Round ${round} not found`);
  const isAnnounced =
    round < scope.currentRound || (scope.isMatchingInitiated && hasCome({ date: scope.resultAnnouncementDate, now: ctx.now }));
  const base = { sessionId, round, isAnnounced, resultAnnouncementDate: scope.resultAnnouncementDate.toISOString() };
  if (!isAnnounced) return { ...base, outcome: null, assignedOpening: null, source: null, applications: [] };

  const [[result], applicationRows] = await Promise.all([
    ctx.db
      .select({
        openingId: matchingRoundResults.openingId,
        source: matchingRoundResults.source,
        title: openings.title,
        companyNameTh: companies.companyNameTh,
        companyNameEn: companies.companyNameEn,
      })
      .from(matchingRoundResults)
      .leftJoin(openings, eq(openings.openingId, matchingRoundResults.openingId))
      .leftJoin(companies, eq(companies.companyId, openings.companyId))
      .where(
        and(
          eq(matchingRoundResults.sessionId, sessionId),
          eq(matchingRoundResults.round, round),
          eq(matchingRoundResults.studentId, studentId),
        ),
      ),
    rowsOf<{
      opening_id: number;
      title: string;
      company_name_th: string;
      company_name_en: string | null;
      student_preference_rank: number;
      status: string;
      has_ranking: boolean;
      position: number | null;
    }>(
      ctx.db,
      sql`with ranking as (${currentRankingsOf({ sessionId, round })})
        select ${a.openingId} as opening_id, ${o.title} as title, ${c.companyNameTh} as company_name_th, ${c.companyNameEn} as company_name_en,
          ${a.studentPreferenceRank} as student_preference_rank, ${a.status} as status,
          (r.${columnName(companyRankingSubmissions.submissionId)} is not null) as has_ranking, ${i.position} as position
        from ${applications} ${a}
        join ${openings} ${o} on ${o.openingId} = ${a.openingId}
        join ${companies} ${c} on ${c.companyId} = ${o.companyId}
        left join ranking r on r.${columnName(companyRankingSubmissions.openingId)} = ${a.openingId}
        left join ${companyRankingSubmissionItems} ${i}
          on ${i.submissionId} = r.${columnName(companyRankingSubmissions.submissionId)} and ${i.applicationId} = ${a.applicationId}
        where ${a.sessionId} = ${sessionId} and ${a.round} = ${round} and ${a.studentId} = ${studentId}
        order by ${a.studentPreferenceRank}, ${a.openingId}`,
    ),
  ]);
  const matchedOpeningId = result?.openingId ?? null;
  const matchedRank = applicationRows.find((row) => Number(row.opening_id) === matchedOpeningId)?.student_preference_rank ?? null;
  const outcomeOf = (row: (typeof applicationRows)[number]): ApplicationOutcome => {
    if (Number(row.opening_id) === matchedOpeningId) return 'MATCHED';
    if (row.status === 'CANCELLED') return 'CANCELLED';
    if (row.status === 'WITHDRAWN') return 'WITHDRAWN';
    if (matchedOpeningId !== null && (matchedRank === null || Number(row.student_preference_rank) > Number(matchedRank)))
      return 'MATCHED_ELSEWHERE';
    if (!row.has_ranking) return 'NO_COMPANY_RANKING';
    if (row.position === null) return 'NOT_SELECTED';
    return 'FILLED_BY_HIGHER_RANKED';
  };
  return {
    ...base,
    outcome: !result ? 'NOT_IN_ROUND' : matchedOpeningId === null ? 'UNMATCHED' : 'MATCHED',
    assignedOpening:
      matchedOpeningId !== null && result
        ? {
            openingId: matchedOpeningId,
            title: result.title ?? '',
            companyNameTh: result.companyNameTh ?? '',
            companyNameEn: result.companyNameEn ?? null,
          }
        : null,
    source: result?.source ?? null,
    applications: applicationRows.map((row) => ({
      openingId: Number(row.opening_id),
      title: row.title,
      companyNameTh: row.company_name_th,
      companyNameEn: row.company_name_en,
      studentPreferenceRank: Number(row.student_preference_rank),
      outcome: outcomeOf(row),
    })),
  };
}
