import { asc, desc, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rounds, sessionGroups } from '@/db/schema';
import { NotFoundError } from '@/server/errors';
import type { RoundView, SessionGroupView } from '@/lib/session-groups';
import { selectSessionViewsOfGroups } from '@/server/sessions';

type RoundRow = typeof rounds.$inferSelect;

export function toRoundView(row: RoundRow): RoundView {
  return {
    round: row.round,
    openingSubmissionDeadline: row.openingSubmissionDeadline.toISOString(),
    openingAnnouncementDate: row.openingAnnouncementDate.toISOString(),
    studentRankingDeadline: row.studentRankingDeadline.toISOString(),
    applicationAnnouncementDate: row.applicationAnnouncementDate.toISOString(),
    companyRankingDeadline: row.companyRankingDeadline.toISOString(),
    reorderRankingDeadline: row.reorderRankingDeadline?.toISOString() ?? null,
    cancelRankingDeadline: row.cancelRankingDeadline?.toISOString() ?? null,
    resultAnnouncementDate: row.resultAnnouncementDate.toISOString(),
    offerPhaseEndsAt: row.offerPhaseEndsAt?.toISOString() ?? null,
    offerPhaseEndedEarlyAt: row.offerPhaseEndedEarlyAt?.toISOString() ?? null,
  };
}

/**
 * The groups with their rounds and sessions, in the order of `sessionGroupIds`: three queries
 * whatever the number of groups.
 */
export async function selectSessionGroupViews({
  db,
  sessionGroupIds,
}: {
  db: Executor;
  sessionGroupIds: number[];
}): Promise<SessionGroupView[]> {
  if (sessionGroupIds.length === 0) return [];
  const [groupRows, roundRows, sessionViews] = await Promise.all([
    db.select().from(sessionGroups).where(inArray(sessionGroups.sessionGroupId, sessionGroupIds)).orderBy(desc(sessionGroups.createdAt)),
    db.select().from(rounds).where(inArray(rounds.sessionGroupId, sessionGroupIds)).orderBy(asc(rounds.sessionGroupId), asc(rounds.round)),
    selectSessionViewsOfGroups({ db, sessionGroupIds }),
  ]);
  const groupsById = new Map(groupRows.map((group) => [group.sessionGroupId, group]));
  return sessionGroupIds.flatMap((sessionGroupId) => {
    const group = groupsById.get(sessionGroupId);
    if (!group) return [];
    return [
      {
        sessionGroupId,
        title: group.title,
        currentRound: group.currentRound,
        createdAt: group.createdAt.toISOString(),
        rounds: roundRows.filter((row) => row.sessionGroupId === sessionGroupId).map(toRoundView),
        sessions: sessionViews.filter((session) => session.sessionGroupId === sessionGroupId),
      },
    ];
  });
}

/** One group's view, or 404. */
export async function selectSessionGroupView({ db, sessionGroupId }: { db: Executor; sessionGroupId: number }): Promise<SessionGroupView> {
  const [group] = await selectSessionGroupViews({ db, sessionGroupIds: [sessionGroupId] });
  if (!group) throw new NotFoundError('Session group not found');
  return group;
}
