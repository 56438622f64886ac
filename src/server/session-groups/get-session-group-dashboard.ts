import { asc, count, eq, sql, sum } from 'drizzle-orm';
import { enrollments, openings, sessionGroups, sessions } from '@/db/schema';
import { ENROLLMENT_STATUSES, OPENING_STATUSES } from '@/lib/labels';
import type { SessionGroupDashboard } from '@/lib/session-groups';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { shownOpeningStatus } from '@/server/openings';

const zeroes = <S extends string>(statuses: readonly S[]) => Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;

/**
 * GET /api/admin/session-groups/{sessionGroupId}/dashboard: per session of the group, its students by
 * enrollment status and its openings by status. Three grouped queries, whatever the group's size.
 */
export async function getSessionGroupDashboard({
  ctx: { db, now },
  sessionGroupId,
}: {
  ctx: Context;
  sessionGroupId: number;
}): Promise<SessionGroupDashboard> {
  // Grouped in an outer query: the status expression carries a parameter, so the same expression written twice
  // (select and group by) would not be recognised as one.
  const shownOpenings = db
    .select({
      sessionId: openings.sessionId,
      status: shownOpeningStatus(now).as('shown_status'),
      storedStatus: openings.status,
      quota: openings.quota,
    })
    .from(openings)
    .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
    .where(eq(sessions.sessionGroupId, sessionGroupId))
    .as('shown_openings');
  const [groupRows, sessionRows, enrollmentRows, openingRows] = await Promise.all([
    db.select().from(sessionGroups).where(eq(sessionGroups.sessionGroupId, sessionGroupId)),
    db
      .select({ sessionId: sessions.sessionId, title: sessions.title })
      .from(sessions)
      .where(eq(sessions.sessionGroupId, sessionGroupId))
      .orderBy(asc(sessions.sessionId)),
    db
      .select({ sessionId: enrollments.sessionId, status: enrollments.status, total: count() })
      .from(enrollments)
      .innerJoin(sessions, eq(sessions.sessionId, enrollments.sessionId))
      .where(eq(sessions.sessionGroupId, sessionGroupId))
      .groupBy(enrollments.sessionId, enrollments.status),
    db
      .select({
        sessionId: shownOpenings.sessionId,
        status: shownOpenings.status,
        storedStatus: shownOpenings.storedStatus,
        total: count(),
        quota: sql<string>`coalesce(${sum(shownOpenings.quota)}, 0)`,
      })
      .from(shownOpenings)
      .groupBy(shownOpenings.sessionId, shownOpenings.status, shownOpenings.storedStatus),
  ]);
  const [group] = groupRows;
  if (!group) throw new NotFoundError('Session group not found');

  const studentRankings = sessionRows.map(({ sessionId, title }) => {
    const byStatus = zeroes(ENROLLMENT_STATUSES);
    for (const row of enrollmentRows) if (row.sessionId === sessionId) byStatus[row.status] = Number(row.total);
    return { sessionId, title, total: Object.values(byStatus).reduce((total, value) => total + value, 0), byStatus };
  });
  const companyRankings = sessionRows.map(({ sessionId, title }) => {
    const byStatus = zeroes(OPENING_STATUSES);
    const quotaByStatus = zeroes(OPENING_STATUSES);
    // Whether the company ranked is the stored status of the openings taking part in the round (PUBLISHED or
    // RANKING_SUBMITTED), whatever they read once the results are out: an opening announced without a ranking was
    // never submitted. A full opening of an earlier round (stored RESULT_ANNOUNCED) is in neither count.
    let submitted = 0;
    let notSubmitted = 0;
    for (const row of openingRows) {
      if (row.sessionId !== sessionId) continue;
      byStatus[row.status] += Number(row.total);
      quotaByStatus[row.status] += Number(row.quota);
      if (row.storedStatus === 'RANKING_SUBMITTED') submitted += Number(row.total);
      if (row.storedStatus === 'PUBLISHED') notSubmitted += Number(row.total);
    }
    return { sessionId, title, byStatus, quotaByStatus, submitted, notSubmitted };
  });
  return { sessionGroupId, title: group.title, currentRound: group.currentRound, studentRankings, companyRankings };
}
