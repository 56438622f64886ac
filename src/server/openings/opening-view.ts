import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import {
  bookmarks,
  companies,
  companyRankingSubmissions,
  compensationTypes,
  enrollments,
  openingTagLinks,
  openingTags,
  openings,
  rounds,
  sessionGroups,
  sessions,
  studentRankingDraftItems,
} from '@/db/schema';
import {
  isPublishedStatus,
  type AdminOpeningView,
  type CompanyOpeningView,
  type OpeningStatus,
  type OpeningTagView,
  type OpeningView,
  type StudentOpeningView,
} from '@/lib/openings';
import { shownOpeningStatus } from './shown-opening-status';
import { hasCome, isWindowOpen } from '@/server/deadlines';
import { currentRoundOfGroup } from '@/db/current-round';
import { companyLogoUrl } from '@/lib/files';

export type { AdminOpeningView, CompanyOpeningView, OpeningView, StudentOpeningView };

/** Students matched to the opening so far (by the algorithm or by hand): what its quota has used. */
export const matchedCountOf = (openingId: unknown) =>
  sql<number>`(select count(*)::int from ${enrollments} where ${enrollments.assignedOpeningId} = ${openingId})`;

/** Of those, the ones matched in the group's current round: unannounced until its resultAnnouncementDate. */
const currentRoundMatchedCountOf = (openingId: unknown) =>
  sql<number>`(select count(*)::int from ${enrollments} where ${enrollments.assignedOpeningId} = ${openingId} and ${enrollments.matchedRound} = ${sessionGroups.currentRound})`;

/** Who reads the view: students and companies see only announced matches in remainingQuota, admins every match. */
export type Audience = 'public' | 'admin';

/** What `staticOpeningView` reads: the opening, its company and its compensation type's name (joined by the caller). */
export const staticOpeningViewColumns = {
  opening: openings,
  companyNameTh: companies.companyNameTh,
  companyNameEn: companies.companyNameEn,
  logoFileId: companies.logoFileId,
  profileToken: companies.profileToken,
  website: companies.website,
  facebook: companies.facebook,
  line: companies.line,
  compensationTypeName: compensationTypes.name,
};

/** The columns of every opening view: the opening joined to its company, compensation type, session, group and current round. */
const openingRowFields = {
  ...staticOpeningViewColumns,
  currentRound: sessionGroups.currentRound,
  isMatchingInitiated: sessions.isMatchingInitiated,
  studentRankingDeadline: rounds.studentRankingDeadline,
  resultAnnouncementDate: rounds.resultAnnouncementDate,
  matchedCount: matchedCountOf(openings.openingId),
  currentRoundMatchedCount: currentRoundMatchedCountOf(openings.openingId),
};

/** The openings matching `which` (a condition on `openings`), with any extra columns computed per row. */
function selectRows<Extra extends Record<string, SQL>>(db: Executor, which: SQL, extra: Extra) {
  return db
    .select({ ...openingRowFields, ...extra })
    .from(openings)
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .leftJoin(rounds, currentRoundOfGroup)
    .leftJoin(compensationTypes, eq(compensationTypes.id, openings.compensationTypeId))
    .where(which);
}

type OpeningRow = Awaited<ReturnType<typeof selectRows<Record<never, SQL>>>>[number];

/**
 * What a student view adds, as correlated subqueries of the same statement (tags in name order, the
 * draft count, the student's bookmark), so a page of student views is one round trip to the database.
 */
function studentColumns(studentId: string) {
  return {
    tags: sql<
      OpeningTagView[]
    >`coalesce((select json_agg(json_build_object('tagId', ${openingTags.tagId}, 'tagName', ${openingTags.tagName}) order by ${openingTags.tagName}) from ${openingTagLinks} inner join ${openingTags} on ${openingTags.tagId} = ${openingTagLinks.tagId} where ${openingTagLinks.openingId} = ${openings.openingId}), '[]'::json)`,
    inStudentDraftCount: sql<number>`(select count(*)::int from ${studentRankingDraftItems} where ${studentRankingDraftItems.openingId} = ${openings.openingId})`,
    isBookmarked: sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.studentId} = ${studentId} and ${bookmarks.openingId} = ${openings.openingId})`,
  };
}

async function selectTags(db: Executor, openingIds: number[]): Promise<Map<number, OpeningTagView[]>> {
  const rows = await db
    .select({ openingId: openingTagLinks.openingId, tagId: openingTags.tagId, tagName: openingTags.tagName })
    .from(openingTagLinks)
    .innerJoin(openingTags, eq(openingTags.tagId, openingTagLinks.tagId))
    .where(inArray(openingTagLinks.openingId, openingIds))
    .orderBy(asc(openingTags.tagName));
  const byOpening = new Map<number, OpeningTagView[]>();
  for (const row of rows) {
    const tags = byOpening.get(row.openingId) ?? [];
    tags.push({ tagId: row.tagId, tagName: row.tagName });
    byOpening.set(row.openingId, tags);
  }
  return byOpening;
}

/** What an opening's view shows that does not change with the clock or the round: everything but the quota's state. */
export type StaticOpeningView = Omit<OpeningView, 'remainingQuota' | 'isAcceptingApplication'>;

/** The columns `staticOpeningView` reads: the opening, its company and its compensation type's name. */
export type StaticOpeningViewSource = Pick<
  OpeningRow,
  'opening' | 'companyNameTh' | 'companyNameEn' | 'logoFileId' | 'profileToken' | 'website' | 'facebook' | 'line' | 'compensationTypeName'
>;

export function staticOpeningView(row: StaticOpeningViewSource, tags: OpeningTagView[]): StaticOpeningView {
  const { opening } = row;
  return {
    openingId: opening.openingId,
    sessionId: opening.sessionId,
    company: {
      companyId: opening.companyId,
      companyNameTh: row.companyNameTh,
      companyNameEn: row.companyNameEn,
      logoUrl: companyLogoUrl(row),
      website: row.website,
      facebook: row.facebook,
      line: row.line,
    },
    title: opening.title,
    description: opening.description,
    quota: opening.quota,
    openForCooperativeInternship: opening.openForCooperativeInternship,
    compensationAmount: opening.compensationAmount === null ? null : Number(opening.compensationAmount),
    compensationType:
      opening.compensationTypeId === null || row.compensationTypeName === null
        ? null
        : { id: opening.compensationTypeId, name: row.compensationTypeName },
    workingCondition: opening.workingCondition,
    requirements: opening.requirements,
    tags,
    officeName: opening.officeName,
    officeAddressLine1: opening.officeAddressLine1,
    officeAddressLine2: opening.officeAddressLine2,
    recruitmentContactChannel: opening.recruitmentContactChannel,
    openingDetailContactChannel: opening.openingDetailContactChannel,
    startDate: opening.startDate,
    endDate: opening.endDate,
    publishedAt: opening.publishedAt ? opening.publishedAt.toISOString() : null,
    isPublished: isPublishedStatus(opening.status),
  };
}

/**
 * remainingQuota for students and companies leaves out the current round's matches until its
 * resultAnnouncementDate (DOMAIN.md: they see results only from then), so seats do not visibly fill while the
 * results are held back; admins see the true figure. isAcceptingApplication keeps the true figure: it is what a
 * submission is checked against (acceptingApplicationCondition), and the current round's matches are normally
 * made after its studentRankingDeadline, when it is false anyway.
 */
export function quotaState(input: {
  quota: number;
  status: OpeningStatus;
  matchedCount: number;
  currentRoundMatchedCount: number;
  resultAnnouncementDate: Date | null;
  studentRankingDeadline: Date | null;
  now: Date;
  audience: Audience;
}): Pick<OpeningView, 'remainingQuota' | 'isAcceptingApplication'> {
  const { quota, now } = input;
  const trueRemaining = Math.max(0, quota - input.matchedCount);
  const isCurrentRoundAnnounced = hasCome({ date: input.resultAnnouncementDate, now });
  const unannounced = input.audience === 'admin' || isCurrentRoundAnnounced ? 0 : input.currentRoundMatchedCount;
  const isBeforeRankingDeadline = isWindowOpen({ closesAt: input.studentRankingDeadline, now });
  return {
    remainingQuota: Math.min(quota, trueRemaining + unannounced),
    isAcceptingApplication: input.status === 'PUBLISHED' && trueRemaining > 0 && isBeforeRankingDeadline,
  };
}

function toOpeningView(row: OpeningRow, tags: OpeningTagView[], now: Date, audience: Audience): OpeningView {
  return {
    ...staticOpeningView(row, tags),
    ...quotaState({
      quota: row.opening.quota,
      status: row.opening.status,
      matchedCount: Number(row.matchedCount),
      currentRoundMatchedCount: Number(row.currentRoundMatchedCount),
      resultAnnouncementDate: row.resultAnnouncementDate,
      studentRankingDeadline: row.studentRankingDeadline,
      now,
      audience,
    }),
  };
}

function inGivenOrder<T extends { openingId: number }>(openingIds: number[], views: T[]): T[] {
  const byId = new Map(views.map((view) => [view.openingId, view]));
  return openingIds.flatMap((openingId) => {
    const view = byId.get(openingId);
    return view ? [view] : [];
  });
}

/** `shownStatus`: what the status reads to people (shownOpeningStatus), the same expression the admin's filter and the dashboard use. */
type Loaded = { row: OpeningRow; view: OpeningView; shownStatus: OpeningStatus };

/** Rows and tags: two queries whatever the number of openings. */
async function load(db: Executor, openingIds: number[], now: Date, audience: Audience): Promise<Loaded[]> {
  if (openingIds.length === 0) return [];
  const [rows, tags] = await Promise.all([
    selectRows(db, inArray(openings.openingId, openingIds), { shownStatus: shownOpeningStatus(now) }),
    selectTags(db, openingIds),
  ]);
  return rows.map((row) => ({
    row,
    shownStatus: row.shownStatus,
    view: toOpeningView(row, tags.get(row.opening.openingId) ?? [], now, audience),
  }));
}

/**
 * The openings with the given ids, in the given order (unknown ids are skipped), in a fixed number
 * of queries. With a studentId, each one carries that student's bookmark and the draft count.
 */
export async function selectOpeningViews({
  db,
  openingIds,
  now,
}: {
  db: Executor;
  openingIds: number[];
  now: Date;
}): Promise<OpeningView[]> {
  return inGivenOrder(
    openingIds,
    (await load(db, openingIds, now, 'public')).map(({ view }) => view),
  );
}

/** The openings with the given ids as the student sees them, in the given order: one query. */
export async function selectStudentOpeningViews({
  db,
  openingIds,
  now,
  studentId,
}: {
  db: Executor;
  openingIds: number[];
  now: Date;
  studentId: string;
}): Promise<StudentOpeningView[]> {
  if (openingIds.length === 0) return [];
  const rows = await selectRows(db, inArray(openings.openingId, openingIds), studentColumns(studentId));
  const views = rows.map((row): StudentOpeningView => ({
    ...toOpeningView(row, row.tags, now, 'public'),
    inStudentDraftCount: Number(row.inStudentDraftCount),
    isBookmarked: row.isBookmarked,
  }));
  return inGivenOrder(openingIds, views);
}

export async function selectCompanyOpeningViews({
  db,
  openingIds,
  now,
}: {
  db: Executor;
  openingIds: number[];
  now: Date;
}): Promise<CompanyOpeningView[]> {
  const loaded = await load(db, openingIds, now, 'public');
  return inGivenOrder(
    openingIds,
    loaded.map(({ view, shownStatus }) => ({ ...view, status: shownStatus })),
  );
}

export async function selectAdminOpeningViews({
  db,
  openingIds,
  now,
}: {
  db: Executor;
  openingIds: number[];
  now: Date;
}): Promise<AdminOpeningView[]> {
  if (openingIds.length === 0) return [];
  const [loaded, latestRankingActions, bookmarkCounts] = await Promise.all([
    load(db, openingIds, now, 'admin'),
    // The company's latest ranking action of the opening's current round: SUBMIT means submitted, UNSUBMIT means back to draft.
    db
      .selectDistinctOn([companyRankingSubmissions.openingId], {
        openingId: companyRankingSubmissions.openingId,
        action: companyRankingSubmissions.action,
      })
      .from(companyRankingSubmissions)
      .innerJoin(openings, eq(openings.openingId, companyRankingSubmissions.openingId))
      .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
      .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
      .where(and(inArray(companyRankingSubmissions.openingId, openingIds), eq(companyRankingSubmissions.round, sessionGroups.currentRound)))
      .orderBy(
        companyRankingSubmissions.openingId,
        desc(companyRankingSubmissions.submittedAt),
        desc(companyRankingSubmissions.submissionId),
      ),
    db
      .select({ openingId: bookmarks.openingId, total: count() })
      .from(bookmarks)
      .where(inArray(bookmarks.openingId, openingIds))
      .groupBy(bookmarks.openingId),
  ]);
  const latestActionById = new Map(latestRankingActions.map((row) => [row.openingId, row.action]));
  const bookmarkCountById = new Map(bookmarkCounts.map((row) => [row.openingId, Number(row.total)]));
  const views = loaded.map(({ row, view, shownStatus }): AdminOpeningView => {
    const storedStatus: OpeningStatus = row.opening.status;
    const latestAction = latestActionById.get(view.openingId);
    const isResultDatePassed = hasCome({ date: row.resultAnnouncementDate, now: now });
    return {
      ...view,
      status: shownStatus,
      isResultAnnouced: storedStatus === 'RESULT_ANNOUNCED' || (row.isMatchingInitiated && isResultDatePassed),
      // The stored status: an opening whose results are out shows RESULT_ANNOUNCED whether or not its company ranked.
      isRankingSubmitted:
        storedStatus === 'RANKING_SUBMITTED' ||
        storedStatus === 'RESULT_ANNOUNCED' ||
        (latestAction !== undefined && latestAction !== 'UNSUBMIT'),
      bookmarkCount: bookmarkCountById.get(view.openingId) ?? 0,
    };
  });
  return inGivenOrder(openingIds, views);
}
