import { sql, type SQL } from 'drizzle-orm';
import { openings } from '@/db/schema';
import type { OpeningStatus } from '@/lib/openings';

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
      select 1 from sessions announced_session
        join session_groups announced_group on announced_group.session_group_id = announced_session.session_group_id
        join rounds announced_round on announced_round.session_group_id = announced_group.session_group_id and announced_round.round = announced_group.current_round
      where announced_session.session_id = ${openings.sessionId} and announced_session.is_matching_initiated
        and announced_round.result_announcement_date <= ${now.toISOString()}::timestamptz
    ) then 'RESULT_ANNOUNCED'
    else ${openings.status}::text end)`;
}
