import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, enrollments, offers, openings, students } from '@/db/schema';
import type { OfferStatus } from '@/lib/labels';
import type { OfferOpeningView, OfferView } from '@/lib/offers';

/** Openings that take students; a draft or withdrawn opening takes no offer. */
export const OPENINGS_THAT_TAKE_OFFERS = ['PUBLISHED', 'RANKING_SUBMITTED', 'RESULT_ANNOUNCED'] as const;

/** An OFFERED offer still open at `now`: it holds one place of its opening until answered or past its deadline. */
export function isOutstanding(now: Date): SQL {
  return and(eq(offers.status, 'OFFERED'), gt(offers.answerDeadline, now))!;
}

/** The status everyone reads: an OFFERED offer whose deadline has come is LAPSED (computed on read, docs/offers.md). */
export function effectiveStatus({ status, answerDeadline, now }: { status: OfferStatus; answerDeadline: Date; now: Date }): OfferStatus {
  return status === 'OFFERED' && answerDeadline <= now ? 'LAPSED' : status;
}

const studentName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${students.firstNameTh}, ${students.lastNameTh})), ''), ${students.studentId})`;
/** The English full name, null when the student gave none (the screens then show the Thai one). */
export const studentNameEn = sql<string | null>`nullif(trim(concat_ws(' ', ${students.firstNameEn}, ${students.lastNameEn})), '')`;

/** The offers matching `where`, newest first, as their views. */
export async function selectOfferViews({ db, where, now }: { db: Executor; where: SQL | undefined; now: Date }): Promise<OfferView[]> {
  const rows = await db
    .select({
      offerId: offers.offerId,
      sessionId: offers.sessionId,
      round: offers.round,
      openingId: offers.openingId,
      openingTitle: openings.title,
      companyId: openings.companyId,
      companyName: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
      studentId: offers.studentId,
      studentName,
      studentNameEn,
      status: offers.status,
      answerDeadline: offers.answerDeadline,
      createdAt: offers.createdAt,
      closedAt: offers.closedAt,
    })
    .from(offers)
    .innerJoin(openings, eq(openings.openingId, offers.openingId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .innerJoin(students, eq(students.studentId, offers.studentId))
    .where(where)
    .orderBy(desc(offers.createdAt), desc(offers.offerId));
  return rows.map((row) => ({
    offerId: row.offerId,
    sessionId: row.sessionId,
    round: row.round,
    openingId: row.openingId,
    openingTitle: row.openingTitle,
    companyId: row.companyId,
    companyName: row.companyName,
    companyNameEn: row.companyNameEn,
    studentId: row.studentId,
    studentName: row.studentName,
    studentNameEn: row.studentNameEn,
    status: effectiveStatus({ status: row.status, answerDeadline: row.answerDeadline, now }),
    answerDeadline: row.answerDeadline.toISOString(),
    sentAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  }));
}

export async function selectOfferView({ db, offerId, now }: { db: Executor; offerId: number; now: Date }): Promise<OfferView> {
  const [view] = await selectOfferViews({ db, where: eq(offers.offerId, offerId), now });
  return view;
}

/**
 * The session's openings that take students (of one company when `companyId` is given), with quota − matched −
 * outstanding offers; `onlyWithPlaces` keeps those with a place left. Matched counts every enrollment assigned to
 * the opening, whichever way it was matched.
 */
export async function selectOfferOpenings({
  db,
  sessionId,
  now,
  companyId,
  openingIds,
  onlyWithPlaces = false,
}: {
  db: Executor;
  sessionId: number;
  now: Date;
  companyId?: number;
  openingIds?: number[];
  onlyWithPlaces?: boolean;
}): Promise<OfferOpeningView[]> {
  const matchedCount = sql<number>`(select count(*)::int from ${enrollments} where ${enrollments.assignedOpeningId} = ${openings.openingId})`;
  const outstandingCount = sql<number>`(select count(*)::int from ${offers} where ${offers.openingId} = ${openings.openingId} and ${isOutstanding(now)})`;
  const rows = await db
    .select({
      openingId: openings.openingId,
      title: openings.title,
      companyId: openings.companyId,
      companyName: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
      quota: openings.quota,
      matchedCount,
      outstandingCount,
    })
    .from(openings)
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .where(
      and(
        eq(openings.sessionId, sessionId),
        inArray(openings.status, [...OPENINGS_THAT_TAKE_OFFERS]),
        companyId === undefined ? undefined : eq(openings.companyId, companyId),
        openingIds === undefined ? undefined : inArray(openings.openingId, openingIds),
      ),
    )
    .orderBy(asc(companies.companyNameTh), asc(openings.title), asc(openings.openingId));
  return rows
    .map((row) => ({ ...row, remainingQuota: Math.max(0, row.quota - row.matchedCount - row.outstandingCount) }))
    .filter((row) => !onlyWithPlaces || row.remainingQuota > 0);
}

/** Marks the given OFFERED offers closed with `status`; answers the ids it changed. */
export async function closeOffers({
  db,
  where,
  status,
  now,
}: {
  db: Executor;
  where: SQL;
  status: 'WITHDRAWN' | 'DECLINED';
  now: Date;
}): Promise<{ offerId: number; openingId: number; studentId: string }[]> {
  return db
    .update(offers)
    .set({ status, closedAt: now, updatedAt: now })
    .where(and(eq(offers.status, 'OFFERED'), gt(offers.answerDeadline, now), where))
    .returning({ offerId: offers.offerId, openingId: offers.openingId, studentId: offers.studentId });
}
