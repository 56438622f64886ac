import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import { companyUsers, enrollments, openings, sessions, students } from '@/db/schema';
import type { AnnouncementAudience } from '@/lib/announcements';
import { NotFoundError } from '@/server/errors';
import { companyUsersAwaitingRankingSql, studentsAwaitingRankingSql } from '@/server/audiences';

/** Openings a company takes part in the session with: published, ranked or announced (not drafts, not withdrawn). */
const TAKING_PART = sql`('PUBLISHED', 'RANKING_SUBMITTED', 'RESULT_ANNOUNCED')`;

/**
 * The people an audience of a session is, as a select of (recipient_role, recipient_id) with each person once,
 * read when it runs: the count shows who it reaches now, and the send writes to who it reaches then.
 */
export function audienceSql(sessionId: number, audience: AnnouncementAudience): SQL {
  const student = (query: SQL) =>
    sql`select 'student'::notification_recipient_role as recipient_role, x.student_id as recipient_id from (${query}) x`;
  const companyUser = (query: SQL) =>
    sql`select 'company_user'::notification_recipient_role as recipient_role, x.platform_uid as recipient_id from (${query}) x`;
  switch (audience) {
    case 'SESSION_STUDENTS':
      return student(
        sql`select ${enrollments.studentId} as student_id from ${enrollments} join ${students} on ${students.studentId} = ${enrollments.studentId}
          where ${enrollments.sessionId} = ${sessionId} and ${students.isActive}`,
      );
    case 'STUDENTS_NOT_SUBMITTED':
      return student(studentsAwaitingRankingSql(sessionId));
    case 'STUDENTS_UNMATCHED':
      return student(
        sql`select ${enrollments.studentId} as student_id from ${enrollments} join ${students} on ${students.studentId} = ${enrollments.studentId}
          where ${enrollments.sessionId} = ${sessionId} and ${enrollments.assignedOpeningId} is null and ${students.isActive}`,
      );
    case 'SESSION_COMPANIES':
      return companyUser(
        sql`select distinct ${companyUsers.platformUid} as platform_uid from ${companyUsers}
          where ${companyUsers.isActive} and ${companyUsers.companyId} in (
            select ${openings.companyId} from ${openings} where ${openings.sessionId} = ${sessionId} and ${openings.status} in ${TAKING_PART})`,
      );
    case 'COMPANIES_NOT_RANKED':
      return companyUser(companyUsersAwaitingRankingSql(sessionId));
  }
}

/** How many people the audience is now. */
export async function audienceCount(db: Executor, sessionId: number, audience: AnnouncementAudience): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from (${audienceSql(sessionId, audience)}) audience`);
  return Number(row?.count ?? 0);
}

/** The session's title, or 404. */
export async function sessionTitleOf(db: Executor, sessionId: number): Promise<string> {
  const [row] = await db.select({ title: sessions.title }).from(sessions).where(eq(sessions.sessionId, sessionId));
  if (!row) throw new NotFoundError('ไม่พบรอบการคัดเลือกนี้');
  return row.title;
}
