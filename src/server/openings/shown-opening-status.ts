import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { openings, rounds, sessionGroups, sessions } from '@/db/schema';
import type { OpeningStatus } from '@/lib/openings';

// Named apart from any session, group or round table of the query the expression is used in.
const announcedSession = alias(sessions, 'announced_session');
const announcedGroup = alias(sessionGroups, 'announced_group');
const announcedRound = alias(rounds, 'announced_round');

/**
 * The status of an opening as people see it, filter on it and count it (docs/openings.md, "Shown status"):
 * the stored status, except that a PUBLISHED or RANKING_SUBMITTED opening reads RESULT_ANNOUNCED once its session's
 * results of the group's current round are out (the matching has run and `now` is at or past the round's
 * resultAnnouncementDate). Derived rather than stored: the announcement is a date passing, not a request, so no
 * instance has to notice it; and one SQL expression serves the admin's filter, the dashboard's counts and the views.
 * A correlated subquery on `openings`, so any query over `openings` can use it without a join.
 */
export function shownOpeningStatus(now: Date): SQL<OpeningStatus> {
  return sql<OpeningStatus>`(case
    when ${openings.status} in ('PUBLISHED', 'RANKING_SUBMITTED') and exists (
      select 1 from ${sessions} ${announcedSession}
        join ${sessionGroups} ${announcedGroup} on ${announcedGroup.sessionGroupId} = ${announcedSession.sessionGroupId}
        join ${rounds} ${announcedRound}
          on ${announcedRound.sessionGroupId} = ${announcedGroup.sessionGroupId} and ${announcedRound.round} = ${announcedGroup.currentRound}
      where ${announcedSession.sessionId} = ${openings.sessionId} and ${announcedSession.isMatchingInitiated}
        and ${announcedRound.resultAnnouncementDate} <= ${now.toISOString()}::timestamptz
    ) then 'RESULT_ANNOUNCED'
    else ${openings.status}::text end)`;
}
