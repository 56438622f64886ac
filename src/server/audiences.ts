// Who still has to act in a session's current round, as SQL selects: the rules the scheduler's reminders
// (src/server/notifications) and the announcements' audiences (src/server/announcements) share.
import { sql, type SQL } from 'drizzle-orm';
import { applications, companyUsers, enrollments, openings, sessionGroups, sessions, students } from '@/db/schema';

/**
 * The students of a session still to rank (enrolled, not matched, no ranking submitted this round, active): whom
 * `OPENINGS_ANNOUNCED` and the ranking reminders go to, and the announcements' `STUDENTS_NOT_SUBMITTED`. A select of
 * one column, `student_id`.
 */
export function studentsAwaitingRankingSql(sessionId: number): SQL {
  return sql`select ${enrollments.studentId} as student_id from ${enrollments} join ${students} on ${students.studentId} = ${enrollments.studentId}
    where ${enrollments.sessionId} = ${sessionId} and ${enrollments.status} in ('PROFILE_EDIT_PENDING', 'RANKING_PENDING')
      and ${enrollments.assignedOpeningId} is null and ${students.isActive}`;
}

/**
 * The active users of the companies with an opening of the session that has active applications in the group's
 * current round and no ranking submitted (still `PUBLISHED`): whom `COMPANY_RANKING_REMINDER` goes to, and the
 * announcements' `COMPANIES_NOT_RANKED`. A select of one column, `platform_uid`.
 */
export function companyUsersAwaitingRankingSql(sessionId: number): SQL {
  return sql`select distinct ${companyUsers.platformUid} as platform_uid from ${companyUsers}
    where ${companyUsers.isActive} and ${companyUsers.companyId} in (
      select ${openings.companyId} from ${openings}
        join ${sessions} on ${sessions.sessionId} = ${openings.sessionId}
        join ${sessionGroups} on ${sessionGroups.sessionGroupId} = ${sessions.sessionGroupId}
      where ${openings.sessionId} = ${sessionId} and ${openings.status} = 'PUBLISHED'
        and exists (select 1 from ${applications} where ${applications.openingId} = ${openings.openingId}
          and ${applications.round} = ${sessionGroups.currentRound} and ${applications.status} = 'ACTIVE'))`;
}
