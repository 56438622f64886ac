import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { currentRoundOfGroup } from '@/db/current-round';
import { rounds, sessionGroups, sessions } from '@/db/schema';
import type { SessionView } from '@/lib/session-view';

export type { SessionView };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Sessions joined to their group and the group's current round, newest group first. */
export async function selectSessionViews({ db, sessionIds }: { db: Executor; sessionIds?: number[] }): Promise<SessionView[]> {
  return selectSessionViewsWhere({
    db,
    condition: sessionIds ? (sessionIds.length ? inArray(sessions.sessionId, sessionIds) : sql`false`) : undefined,
  });
}

/** The sessions of the given groups, in the same order as selectSessionViews. */
export async function selectSessionViewsOfGroups({
  db,
  sessionGroupIds,
}: {
  db: Executor;
  sessionGroupIds: number[];
}): Promise<SessionView[]> {
  return selectSessionViewsWhere({
    db,
    condition: sessionGroupIds.length ? inArray(sessions.sessionGroupId, sessionGroupIds) : sql`false`,
  });
}

async function selectSessionViewsWhere({ db, condition }: { db: Executor; condition: SQL | undefined }): Promise<SessionView[]> {
  const rows = await db
    .select({ session: sessions, group: sessionGroups, round: rounds })
    .from(sessions)
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .leftJoin(rounds, currentRoundOfGroup)
    .where(condition)
    .orderBy(desc(sessionGroups.sessionGroupId), asc(sessions.sessionId));
  return rows.map(({ session, group, round }) => ({
    sessionId: session.sessionId,
    sessionGroupId: group.sessionGroupId,
    sessionGroupTitle: group.title,
    title: session.title,
    description: session.description,
    currentRound: group.currentRound,
    minimumApplicationPerStudent: session.minimumApplicationPerStudent,
    minimumUniqueCompanyCountPerStudent: session.minimumUniqueCompanyCountPerStudent,
    maximumApplicationPerStudent: session.maximumApplicationPerStudent,
    minimumCompanyOpeningRatio: Number(session.minimumCompanyOpeningRatio),
    openForCooperativeInternship: session.openForCooperativeInternship,
    openingSubmissionDeadline: iso(round?.openingSubmissionDeadline ?? null),
    openingAnnouncementDate: iso(round?.openingAnnouncementDate ?? null),
    studentRankingDeadline: iso(round?.studentRankingDeadline ?? null),
    applicationAnnouncementDate: iso(round?.applicationAnnouncementDate ?? null),
    companyRankingDeadline: iso(round?.companyRankingDeadline ?? null),
    reorderRankingDeadline: iso(round?.reorderRankingDeadline ?? null),
    cancelRankingDeadline: iso(round?.cancelRankingDeadline ?? null),
    resultAnnouncementDate: iso(round?.resultAnnouncementDate ?? null),
    isMatchingInitiated: session.isMatchingInitiated,
  }));
}
