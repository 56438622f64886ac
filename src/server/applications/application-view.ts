import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { ApplicationItem } from '@/lib/applications';
import { applications, companyRankingSubmissionItems, companyRankingSubmissions, students } from '@/db/schema';
import { contactColumnsFor, studentNameColumns, type ContactViewer } from '@/server/students';

/** Application (company view) of SPEC §3 (src/lib/applications.ts). */
export type ApplicationView = ApplicationItem;

export type CurrentCompanyRanking = {
  submissionId: number;
  openingId: number;
  round: number;
  excludedApplicationNote: string | null;
  submittedAt: Date;
  submittedByPlatformUid: string | null;
  items: { applicationId: number; position: number | null; isShared: boolean }[];
};

/**
 * The current company ranking of each opening for a round: the latest submission row if it is a
 * SUBMIT (an UNSUBMIT after it means none). Two queries whatever the number of openings.
 */
export async function currentCompanyRankings({
  db,
  openingIds,
  round,
}: {
  db: Executor;
  openingIds: number[];
  round: number;
}): Promise<Map<number, CurrentCompanyRanking>> {
  const result = new Map<number, CurrentCompanyRanking>();
  if (openingIds.length === 0) return result;
  const submissions = await db
    .select()
    .from(companyRankingSubmissions)
    .where(and(inArray(companyRankingSubmissions.openingId, openingIds), eq(companyRankingSubmissions.round, round)))
    .orderBy(desc(companyRankingSubmissions.submittedAt), desc(companyRankingSubmissions.submissionId));
  const latest = new Map<number, (typeof submissions)[number]>();
  for (const submission of submissions) if (!latest.has(submission.openingId)) latest.set(submission.openingId, submission);
  const current = [...latest.values()].filter((submission) => submission.action === 'SUBMIT');
  if (current.length === 0) return result;
  const items = await db
    .select()
    .from(companyRankingSubmissionItems)
    .where(
      inArray(
        companyRankingSubmissionItems.submissionId,
        current.map((submission) => submission.submissionId),
      ),
    )
    .orderBy(sql`${companyRankingSubmissionItems.position} asc nulls last`, asc(companyRankingSubmissionItems.applicationId));
  for (const submission of current) {
    result.set(submission.openingId, {
      submissionId: submission.submissionId,
      openingId: submission.openingId,
      round: submission.round,
      excludedApplicationNote: submission.excludedApplicationNote,
      submittedAt: submission.submittedAt,
      submittedByPlatformUid: submission.submittedByPlatformUid,
      items: items
        .filter((item) => item.submissionId === submission.submissionId)
        .map((item) => ({ applicationId: item.applicationId, position: item.position, isShared: item.isShared })),
    });
  }
  return result;
}

/** The columns of an application's view; the contact fields as `viewer` may read them (a company: the student's flag applied). */
export function applicationColumns(viewer: ContactViewer) {
  return {
    applicationId: applications.applicationId,
    openingId: applications.openingId,
    round: applications.round,
    studentId: applications.studentId,
    ...studentNameColumns,
    ...contactColumnsFor(viewer),
    profilePictureFileId: students.profilePictureFileId,
    profileToken: students.profileToken,
    studentPreferenceRank: applications.studentPreferenceRank,
    createdAt: applications.createdAt,
  };
}

type ApplicationRow = Omit<ApplicationView, 'profilePictureUrl' | 'companyPreferenceRank' | 'createdAt'> & {
  profilePictureFileId: number | null;
  createdAt: Date;
};

export function toApplicationView(row: ApplicationRow, companyPreferenceRank: number | null): ApplicationView {
  const { profilePictureFileId, createdAt, ...rest } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    profilePictureUrl:
      profilePictureFileId === null ? null : `/api/common/files/student/profile-picture/${encodeURIComponent(row.profileToken)}`,
    companyPreferenceRank,
  };
}

/** Only ACTIVE applications count anywhere (the rankings' data contract). */
export function activeApplicationsOf({ openingId, round }: { openingId: number; round: number }): SQL | undefined {
  return and(eq(applications.openingId, openingId), eq(applications.round, round), eq(applications.status, 'ACTIVE'));
}

export type ApplicationPage = { offset: number; limit: number } | undefined;

/**
 * The ACTIVE applications of one opening and round as company views, in the students' preference
 * order (then id, so the order is total), with the company's rank from its current ranking. `viewer` says
 * whose screen it is for: a company reads the contact fields with the student's visibility flag applied.
 */
export async function selectOpeningApplicationViews({
  db,
  openingId,
  round,
  viewer,
  page,
}: {
  db: Executor;
  openingId: number;
  round: number;
  viewer: ContactViewer;
  page?: ApplicationPage;
}): Promise<{ items: ApplicationView[]; total: number }> {
  const base = db
    .select(applicationColumns(viewer))
    .from(applications)
    .innerJoin(students, eq(students.studentId, applications.studentId))
    .where(activeApplicationsOf({ openingId, round }))
    .orderBy(asc(applications.studentPreferenceRank), asc(applications.applicationId));
  const [rows, [{ total }], rankings] = await Promise.all([
    page ? base.limit(page.limit).offset(page.offset) : base,
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(applications)
      .where(activeApplicationsOf({ openingId, round })),
    currentCompanyRankings({ db, openingIds: [openingId], round }),
  ]);
  const positions = new Map((rankings.get(openingId)?.items ?? []).map((item) => [item.applicationId, item.position]));
  return { items: rows.map((row) => toApplicationView(row, positions.get(row.applicationId) ?? null)), total: Number(total) };
}
