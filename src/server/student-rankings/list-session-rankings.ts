import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { columnName } from '@/db/column-name';
import { applications, enrollments, sessionGroups, sessions, studentRankingSubmissions, students } from '@/db/schema';
import type { SessionRankingRow, SessionRankings } from '@/lib/rankings';
import type { Executor } from '@/db/client';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { booleanQuery, offsetOf, paginationQuery, toList } from '@/server/validation';

export const sessionRankingsQuery = paginationQuery.extend({
  /** true: only students whose ranking stands; false: only those without one. */
  isSubmitted: booleanQuery.optional(),
});

export type SessionRankingsQuery = z.infer<typeof sessionRankingsQuery>;

export type { SessionRankingRow, SessionRankings };

async function assertSessionRound({ db, sessionId, round }: { db: Executor; sessionId: number; round: number }): Promise<void> {
  const [session] = await db
    .select({ currentRound: sessionGroups.currentRound })
    .from(sessions)
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .where(eq(sessions.sessionId, sessionId));
  if (!session) throw new NotFoundError('Session not found');
  if (round < 1 || round > session.currentRound) throw new NotFoundError(`Round ${round} not found`);
}

const s = alias(studentRankingSubmissions, 's');

/** The list's filter: the one source of it for the page and a bulk action's `allMatching`. Join `latest` laterally to enrollments. */
function sessionRankingFilter({
  sessionId,
  round,
  filter,
}: {
  sessionId: number;
  round: number;
  filter: Pick<SessionRankingsQuery, 'isSubmitted'>;
}) {
  const latest = sql`lateral (select ${s.action}, ${s.submittedAt} from ${studentRankingSubmissions} ${s}
    where ${s.sessionId} = ${sessionId} and ${s.round} = ${round} and ${s.studentId} = ${enrollments.studentId}
    order by ${s.submissionId} desc limit 1) as latest`;
  const isSubmitted = sql<boolean>`coalesce(latest.${columnName(s.action)} <> 'UNSUBMIT', false)`;
  const conditions: SQL[] = [eq(enrollments.sessionId, sessionId)];
  if (filter.isSubmitted !== undefined) conditions.push(filter.isSubmitted ? isSubmitted : sql`not ${isSubmitted}`);
  return { latest, isSubmitted, conditions };
}

/** The students of the session's ranking list under its filter (a bulk action's `allMatching`), or 404 for an unknown session or round. */
export async function matchingSessionRankingStudentIds({
  db,
  sessionId,
  round,
  filter,
}: {
  db: Executor;
  sessionId: number;
  round: number;
  filter: Pick<SessionRankingsQuery, 'isSubmitted'>;
}): Promise<string[]> {
  await assertSessionRound({ db, sessionId, round });
  const { latest, conditions } = sessionRankingFilter({ sessionId, round, filter });
  const rows = await db
    .select({ studentId: enrollments.studentId })
    .from(enrollments)
    .leftJoin(sql`${latest}`, sql`true`)
    .where(and(...conditions))
    .orderBy(asc(enrollments.studentId));
  return rows.map((row) => row.studentId);
}

/**
 * GET /api/admin/sessions/{sessionId}/ranking/{round}: every enrolled student's ranking state in the
 * round, paged by student id, with the round's totals. One statement for the page and one for the
 * totals; the latest action per student is a lateral index lookup, not a query per row.
 */
export async function listSessionRankings({
  ctx,
  sessionId,
  round,
  query,
}: {
  ctx: Context;
  sessionId: number;
  round: number;
  query: SessionRankingsQuery;
}): Promise<SessionRankings> {
  await assertSessionRound({ db: ctx.db, sessionId, round });
  const { latest, isSubmitted, conditions } = sessionRankingFilter({ sessionId, round, filter: query });

  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({
        studentId: enrollments.studentId,
        firstNameTh: students.firstNameTh,
        lastNameTh: students.lastNameTh,
        enrollmentStatus: enrollments.status,
        isSubmitted,
        lastAction: sql<string | null>`latest.${columnName(studentRankingSubmissions.action)}`,
        lastActionAt: sql<string | null>`latest.${columnName(studentRankingSubmissions.submittedAt)}`,
        applicationCount: sql<number>`(select count(*)::int from ${applications} where ${applications.sessionId} = ${sessionId} and ${applications.round} = ${round} and ${applications.studentId} = ${enrollments.studentId} and ${applications.status} = 'ACTIVE')`,
        total: sql<number>`count(*) over ()`,
      })
      .from(enrollments)
      .innerJoin(students, eq(students.studentId, enrollments.studentId))
      .leftJoin(sql`${latest}`, sql`true`)
      .where(and(...conditions))
      .orderBy(asc(enrollments.studentId))
      .limit(query.limit)
      .offset(offsetOf(query)),
    ctx.db
      .select({ enrolledCount: sql<number>`count(*)::int`, submittedCount: sql<number>`count(*) filter (where ${isSubmitted})::int` })
      .from(enrollments)
      .leftJoin(sql`${latest}`, sql`true`)
      .where(eq(enrollments.sessionId, sessionId)),
  ]);
  const items = rows.map((row): SessionRankingRow => ({
    studentId: row.studentId,
    firstNameTh: row.firstNameTh,
    lastNameTh: row.lastNameTh,
    enrollmentStatus: row.enrollmentStatus,
    isSubmitted: row.isSubmitted,
    lastAction: row.lastAction,
    lastActionAt: row.lastActionAt ? new Date(row.lastActionAt).toISOString() : null,
    applicationCount: row.applicationCount,
  }));
  return {
    ...toList(items, rows[0] ? Number(rows[0].total) : 0, query),
    submittedCount: totals?.submittedCount ?? 0,
    enrolledCount: totals?.enrolledCount ?? 0,
  };
}
