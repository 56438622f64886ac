import type { PlacementState, PlacementView } from '@/lib/placements';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import {
  accounts,
  companies,
  enrollments,
  matchingResults,
  openings,
  placementDetails,
  rounds,
  sessionGroups,
  sessions,
  students,
} from '@/db/schema';
import { ConflictError, NotFoundError } from '@/server/errors';

/**
 * The placement's state, from its details row (null columns when it has none): ended, confirmed, or whether the
 * company has filled its mentor and both dates.
 */
export const placementState = sql<PlacementState>`case
  when ${placementDetails.endedAt} is not null then 'ENDED'
  when ${placementDetails.confirmedAt} is not null then 'CONFIRMED'
  when ${placementDetails.mentorName} is not null and ${placementDetails.startDate} is not null and ${placementDetails.endDate} is not null
    then 'DETAILS_FILLED'
  else 'AWAITING_DETAILS' end`;

/**
 * Students and companies see a placement from its round's result announcement: the round is closed (an earlier
 * round than the group's current one) or its result date has come. It is also when an admin may end one rather than
 * undo the match (the undos close at that date).
 */
export const placementAnnounced = (now: Date) =>
  sql<boolean>`(${enrollments.matchedRound} < ${sessionGroups.currentRound} or ${rounds.resultAnnouncementDate} <= ${now.toISOString()}::timestamptz)`;

/** Every placement column, read from the enrollment and its details row (when one was written). */
function placementColumns(now: Date) {
  return {
    sessionId: enrollments.sessionId,
    round: sql<number>`${enrollments.matchedRound}`.mapWith(Number),
    studentId: enrollments.studentId,
    studentName: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${students.firstNameTh}, ${students.lastNameTh})), ''), ${students.studentId})`,
    openingId: openings.openingId,
    openingTitle: openings.title,
    companyId: companies.companyId,
    companyName: companies.companyNameTh,
    companyNameEn: companies.companyNameEn,
    // A manual set and an accepted offer keep a row of their round; the algorithm's current-round results do not
    // (docs/matching.md), and a closed round's rows say ALGORITHM themselves.
    source: sql<PlacementView['source']>`coalesce(${matchingResults.source}, 'ALGORITHM')`,
    state: placementState,
    isAnnounced: placementAnnounced(now),
    resultAnnouncementDate: rounds.resultAnnouncementDate,
    startDate: placementDetails.startDate,
    endDate: placementDetails.endDate,
    mentorName: placementDetails.mentorName,
    mentorPosition: placementDetails.mentorPosition,
    mentorEmail: placementDetails.mentorEmail,
    mentorPhone: placementDetails.mentorPhone,
    workMode: placementDetails.workMode,
    workAddress: placementDetails.workAddress,
    confirmedAt: placementDetails.confirmedAt,
    endedAt: placementDetails.endedAt,
    endReason: placementDetails.endReason,
    endedBy: accounts.displayName,
    version: sql<number>`coalesce(${placementDetails.version}, 0)`.mapWith(Number),
    updatedAt: placementDetails.updatedAt,
  };
}

/** A MATCHING_SUCCESS enrollment with its opening: the placement exists exactly while this holds. */
export const isPlacement = and(eq(enrollments.status, 'MATCHING_SUCCESS'), sql`${enrollments.assignedOpeningId} is not null`);

/**
 * The joins of a placement read: enrollment, its session and group, its round, student, opening, company, the result
 * row of its round (for the source) and its details row (when one was written). The selected columns fix the answer's
 * type, so the joins keep the builder's type.
 */
function joinPlacements<T extends PgSelect>(query: T): T {
  return query
    .innerJoin(sessions, eq(sessions.sessionId, enrollments.sessionId))
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .innerJoin(rounds, and(eq(rounds.sessionGroupId, sessions.sessionGroupId), eq(rounds.round, enrollments.matchedRound)))
    .innerJoin(students, eq(students.studentId, enrollments.studentId))
    .innerJoin(openings, eq(openings.openingId, enrollments.assignedOpeningId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .leftJoin(
      matchingResults,
      and(
        eq(matchingResults.sessionId, enrollments.sessionId),
        eq(matchingResults.round, enrollments.matchedRound),
        eq(matchingResults.studentId, enrollments.studentId),
        eq(matchingResults.openingId, enrollments.assignedOpeningId),
      ),
    )
    .leftJoin(
      placementDetails,
      and(
        eq(placementDetails.sessionId, enrollments.sessionId),
        eq(placementDetails.studentId, enrollments.studentId),
        eq(placementDetails.openingId, enrollments.assignedOpeningId),
      ),
    )
    .leftJoin(accounts, eq(accounts.platformUid, placementDetails.endedByPlatformUid)) as unknown as T;
}

/** A select from the enrollments narrowed to the placements the condition picks (with the joins' columns available). */
export function placementsWhere<T extends PgSelect>(query: T, where: SQL | undefined): T {
  return joinPlacements(query).where(and(isPlacement, where)) as T;
}

/** The placements the condition picks. */
export function selectPlacements({ db, now, where }: { db: Executor; now: Date; where: SQL | undefined }) {
  return placementsWhere(db.select(placementColumns(now)).from(enrollments).$dynamic(), where);
}

/** How many placements the condition picks. */
export async function countPlacements({ db, where }: { db: Executor; where: SQL | undefined }): Promise<number> {
  const [row] = await placementsWhere(db.select({ total: count() }).from(enrollments).$dynamic(), where);
  return row.total;
}

type PlacementRow = Awaited<ReturnType<ReturnType<typeof selectPlacements>['execute']>>[number];

export function toPlacementView(row: PlacementRow): PlacementView {
  return {
    ...row,
    isAnnounced: Boolean(row.isAnnounced),
    resultAnnouncementDate: new Date(row.resultAnnouncementDate).toISOString(),
    confirmedAt: row.confirmedAt ? new Date(row.confirmedAt).toISOString() : null,
    endedAt: row.endedAt ? new Date(row.endedAt).toISOString() : null,
    updatedAt: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
  };
}

/** Who may see a placement besides the admin: its company (from the announcement) or its student (likewise). */
export type PlacementViewer = { companyId: number } | { studentId: string } | null;

/** One student's placement of a session as the viewer may see it, or 404 (none, another company's, not yet announced). */
export async function findPlacement({
  db,
  now,
  sessionId,
  studentId,
  viewer,
}: {
  db: Executor;
  now: Date;
  sessionId: number;
  studentId: string;
  viewer: PlacementViewer;
}): Promise<PlacementView> {
  const [row] = await selectPlacements({
    db,
    now,
    where: and(
      eq(enrollments.sessionId, sessionId),
      eq(enrollments.studentId, studentId),
      viewer && 'companyId' in viewer ? eq(openings.companyId, viewer.companyId) : undefined,
      viewer ? placementAnnounced(now) : undefined,
    ),
  });
  if (!row) throw new NotFoundError('ไม่พบข้อมูลการฝึกงานนี้');
  return toPlacementView(row);
}

/**
 * Holds the student's enrollment FOR SHARE for the write's transaction and answers the placement as the viewer sees
 * it. An undo of the match (which takes the enrollment FOR UPDATE) then waits for the write and deletes its row, or
 * the write waits for the undo and finds no placement (404): a details row never outlives its match.
 */
export async function lockPlacement(input: {
  db: Executor;
  now: Date;
  sessionId: number;
  studentId: string;
  viewer: PlacementViewer;
}): Promise<PlacementView> {
  await input.db.execute(sql`select 1 from ${enrollments}
    where ${enrollments.sessionId} = ${input.sessionId} and ${enrollments.studentId} = ${input.studentId} for share`);
  return findPlacement(input);
}

export const STALE_VERSION_MESSAGE = 'มีผู้แก้ไขข้อมูลนี้ไปแล้ว โปรดตรวจสอบข้อมูลล่าสุดแล้วบันทึกอีกครั้ง';

/** 409 for a write made on an older version; the answer carries the record as it is now, so the screen can show it. */
export function staleVersion(current: PlacementView): ConflictError {
  return new ConflictError(STALE_VERSION_MESSAGE, { current });
}

export function assertNotEnded(placement: PlacementView): void {
  if (placement.endedAt) throw new ConflictError('การฝึกงานนี้ยุติแล้ว แก้ไขหรือยืนยันไม่ได้', { current: placement });
}

/** The key of a placement's details row. */
export const detailsKey = (placement: Pick<PlacementView, 'sessionId' | 'studentId' | 'openingId'>) =>
  and(
    eq(placementDetails.sessionId, placement.sessionId),
    eq(placementDetails.studentId, placement.studentId),
    eq(placementDetails.openingId, placement.openingId),
  );
