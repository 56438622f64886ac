import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import {
  companies,
  companySearchText,
  enrollments,
  openingSearchText,
  openingTagLinks,
  openingTags,
  openings,
  rounds,
  sessionGroups,
  sessions,
} from '@/db/schema';
import { PUBLISHED_OPENING_STATUSES } from '@/lib/openings';
import { NotFoundError } from '@/server/errors';
import { hasCome, isWindowOpen } from '@/server/deadlines';
import { currentRoundOfGroup } from '@/db/current-round';
import { containsLike } from '@/db/like-pattern';

/** What decides which openings of a session a student sees: the current round's dates. */
export type StudentSessionWindow = {
  sessionId: number;
  currentRound: number;
  openingAnnouncementDate: Date | null;
  studentRankingDeadline: Date | null;
  /** now ≥ openingAnnouncementDate of the current round. */
  isAnnounced: boolean;
};

/** The session as the student sees it, or 404 when the student is not enrolled in it (so other sessions stay invisible). */
export async function studentSessionWindow({
  db,
  studentId,
  sessionId,
  now,
}: {
  db: Executor;
  studentId: string;
  sessionId: number;
  now: Date;
}): Promise<StudentSessionWindow> {
  const [row] = await db
    .select({
      currentRound: sessionGroups.currentRound,
      openingAnnouncementDate: rounds.openingAnnouncementDate,
      studentRankingDeadline: rounds.studentRankingDeadline,
    })
    .from(enrollments)
    .innerJoin(sessions, eq(sessions.sessionId, enrollments.sessionId))
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .leftJoin(rounds, currentRoundOfGroup)
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)))
    .limit(1);
  if (!row) throw new NotFoundError('Session not found');
  return { sessionId, ...row, isAnnounced: hasCome({ date: row.openingAnnouncementDate, now }) };
}

/** Published (or in a later stage of a published opening), in the session; DRAFT and WITHDRAWN never. */
export function visibleToStudentsCondition(sessionId: number | Placeholder): SQL {
  return and(eq(openings.sessionId, sessionId), inArray(openings.status, [...PUBLISHED_OPENING_STATUSES]))!;
}

/** `text` (already lower-cased) contains the pattern; the pattern is lower-cased as ILIKE would, once per statement. */
/** The openings that are full, named apart from the listed `openings` a condition applies to. */
const filled = alias(openings, 'filled');

const containsPattern = (text: SQL, pattern: string) => sql`${text} like lower(${pattern})`;

/**
 * The ids of the openings whose title or description, either company name (Thai or English) or a tag
 * name contains the search, as a union of three branches that each use an index: the trigram index
 * of the opening's text (`openings_search_trgm`), the companies matching theirs (`companies_search_trgm`)
 * through `openings(company_id, …)`, and the tag links. One OR over the three in a single WHERE
 * cannot use the trigram index (the planner falls back to running the pattern on every row).
 * LIKE on `lower(…)` with a lower-cased pattern is ILIKE without lower-casing every row a second time.
 * `scope` (a condition on openings, e.g. the session) narrows the first two branches.
 */
export function openingSearchMatches(search: string, scope: SQL = sql`true`): SQL {
  const pattern = containsLike(search.toLowerCase());
  const matchingCompanyIds = sql`array(select ${companies.companyId} from ${companies} where ${containsPattern(companySearchText(companies), pattern)})`;
  return sql`select ${openings.openingId} from ${openings} where ${scope} and ${containsPattern(openingSearchText(openings), pattern)}
    union select ${openings.openingId} from ${openings} where ${scope} and ${openings.companyId} = any(${matchingCompanyIds})
    union select ${openingTagLinks.openingId} from ${openingTagLinks} inner join ${openingTags} on ${openingTags.tagId} = ${openingTagLinks.tagId} where ${containsPattern(sql`lower(${openingTags.tagName})`, pattern)}`;
}

/** Title or description, either company name (Thai or English) or a tag name contains the search. */
export function openingSearchCondition(search: string): SQL {
  return sql`${openings.openingId} in (${openingSearchMatches(search)})`;
}

/** Openings carrying any of the tags. */
export function anyTagCondition(tagIds: number[]): SQL {
  return sql`${openings.openingId} in (select ${openingTagLinks.openingId} from ${openingTagLinks} where ${inArray(openingTagLinks.tagId, tagIds)})`;
}

/**
 * isAcceptingApplication in SQL: PUBLISHED, remaining quota > 0, before the round's student ranking
 * deadline. The full openings (matched enrollments ≥ quota) are found once per statement from the
 * enrollments that have an assigned opening, instead of counting enrollments for every opening.
 */
export function acceptingApplicationCondition(window: StudentSessionWindow, now: Date): SQL {
  if (!isWindowOpen({ closesAt: window.studentRankingDeadline, now })) return sql`false`;
  const fullOpenings = sql`select ${enrollments.assignedOpeningId} from ${enrollments}
    inner join ${openings} as ${filled} on ${filled.openingId} = ${enrollments.assignedOpeningId}
    where ${filled.sessionId} = ${window.sessionId}
    group by ${enrollments.assignedOpeningId}, ${filled.quota} having count(*) >= ${filled.quota}`;
  return and(eq(openings.status, 'PUBLISHED'), sql`${openings.openingId} not in (${fullOpenings})`)!;
}

/**
 * The opening's id when the student may see it now (enrolled in its session, the current round announced, the
 * opening visible), else no row: the rules of `assertVisibleToStudent` as one subquery, for writes that check and
 * write in one prepared statement (each value a placeholder).
 */
export function openingVisibleToStudent(input: { studentId: SQL; sessionId: Placeholder; openingId: Placeholder; now: Placeholder }): SQL {
  return sql`select ${openings.openingId} from ${openings}
    inner join ${enrollments} on ${enrollments.sessionId} = ${openings.sessionId} and ${enrollments.studentId} = ${input.studentId}
    inner join ${sessions} on ${sessions.sessionId} = ${openings.sessionId}
    inner join ${sessionGroups} on ${sessionGroups.sessionGroupId} = ${sessions.sessionGroupId}
    inner join ${rounds} on ${rounds.sessionGroupId} = ${sessionGroups.sessionGroupId} and ${rounds.round} = ${sessionGroups.currentRound}
    where ${openings.openingId} = ${input.openingId} and ${visibleToStudentsCondition(input.sessionId)}
      and ${rounds.openingAnnouncementDate} <= ${input.now}::timestamptz`;
}

/** 404 unless the student is enrolled in the session, the opening is announced and visible there. */
export async function assertVisibleToStudent({
  db,
  studentId,
  sessionId,
  openingId,
  now,
}: {
  db: Executor;
  studentId: string;
  sessionId: number;
  openingId: number;
  now: Date;
}): Promise<StudentSessionWindow> {
  const window = await studentSessionWindow({ db, studentId, sessionId, now });
  if (!window.isAnnounced) throw new NotFoundError('Opening not found');
  const [row] = await db
    .select({ openingId: openings.openingId })
    .from(openings)
    .where(and(eq(openings.openingId, openingId), visibleToStudentsCondition(sessionId)))
    .limit(1);
  if (!row) throw new NotFoundError('Opening not found');
  return window;
}
