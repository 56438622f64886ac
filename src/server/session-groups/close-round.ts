import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { columnNames } from '@/db/column-name';
import { enrollments, matchingResults, matchingRoundResults, openings, rounds, sessionGroups, sessions } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { announceRoundResults } from '@/server/notifications';
import { OPENING_TRANSITIONS } from '@/server/openings';
import { assertWindowOpened } from '@/server/deadlines';
import { ConflictError, NotFoundError } from '@/server/errors';
import type { SessionGroupView } from '@/lib/session-groups';
import { selectSessionGroupView } from './session-group-view';

/**
 * POST /api/admin/session-groups/{sessionGroupId}/close-round: moves the group to its next round
 * (DOMAIN.md). The round's results are kept as rows; students who ended the round unmatched go back to
 * RANKING_PENDING; matched students keep their opening and leave the pool; every session's matching starts
 * afresh; openings that still have room after this round's matches take applications again, full ones keep
 * RESULT_ANNOUNCED (stored). One transaction.
 *
 * Refused (409) when the group has no next round, before the round's resultAnnouncementDate (closing announces
 * the results, docs/sessions.md), or when a session still has students waiting for a result and its matching has
 * not been run: closing would skip them silently.
 *
 * The group row is locked FOR UPDATE, then every session row of the group, before anything is read: a second
 * close (a double click) waits and then finds the next round, whose results are not out yet (409); a matching run
 * holds the group FOR SHARE, so a close waits for runs in progress and a run queued behind the close reads the new
 * round; ranking edits hold their session FOR SHARE, so the close waits for them too.
 */
export async function closeRound({ ctx, sessionGroupId }: { ctx: Context; sessionGroupId: number }): Promise<SessionGroupView> {
  return ctx.db.transaction(async (tx) => {
    const [group] = await tx.select().from(sessionGroups).where(eq(sessionGroups.sessionGroupId, sessionGroupId)).for('update');
    if (!group) throw new NotFoundError('Session group not found');
    await tx
      .select({ sessionId: sessions.sessionId })
      .from(sessions)
      .where(eq(sessions.sessionGroupId, sessionGroupId))
      .orderBy(asc(sessions.sessionId))
      .for('update');
    const closing = group.currentRound;
    const [closingRound] = await tx
      .select({ resultAnnouncementDate: rounds.resultAnnouncementDate })
      .from(rounds)
      .where(and(eq(rounds.sessionGroupId, sessionGroupId), eq(rounds.round, closing)));
    const [nextRound] = await tx
      .select({ round: rounds.round })
      .from(rounds)
      .where(and(eq(rounds.sessionGroupId, sessionGroupId), eq(rounds.round, closing + 1)));
    if (!nextRound) throw new ConflictError(`Round ${closing} is the last round of this group: add round ${closing + 1} before closing it`);
    // A round closes once its results are out: "too early" names the announcement, as every window does.
    if (closingRound)
      assertWindowOpened({ opensAt: closingRound.resultAnnouncementDate, now: ctx.now, what: `ปิดรอบที่ ${closing} (หลังประกาศผล)` });

    const unmatchedWithoutMatching = await tx
      .select({ sessionId: sessions.sessionId, title: sessions.title, waiting: count() })
      .from(sessions)
      .innerJoin(enrollments, eq(enrollments.sessionId, sessions.sessionId))
      .where(
        and(
          eq(sessions.sessionGroupId, sessionGroupId),
          eq(sessions.isMatchingInitiated, false),
          ne(enrollments.status, 'MATCHING_SUCCESS'),
        ),
      )
      .groupBy(sessions.sessionId, sessions.title)
      .orderBy(asc(sessions.sessionId));
    if (unmatchedWithoutMatching.length > 0) {
      throw new ConflictError(
        `Run the matching of round ${closing} before closing it; not run yet in: ${unmatchedWithoutMatching.map((session) => session.title).join(', ')}`,
        { sessionIds: unmatchedWithoutMatching.map((session) => session.sessionId) },
      );
    }

    // Closing announces the results (docs/sessions.md): anyone the scheduler has not told yet hears of them now, from
    // the enrollments as this round left them, before they move on.
    const matchedSessions = await tx
      .select({ sessionId: sessions.sessionId, title: sessions.title })
      .from(sessions)
      .where(and(eq(sessions.sessionGroupId, sessionGroupId), eq(sessions.isMatchingInitiated, true)))
      .orderBy(asc(sessions.sessionId));
    for (const session of matchedSessions) {
      await announceRoundResults({
        db: tx,
        now: ctx.now,
        sessionId: session.sessionId,
        sessionTitle: session.title,
        round: closing,
        hasNextRound: true,
      });
    }

    const groupSessionIds = tx.select({ sessionId: sessions.sessionId }).from(sessions).where(eq(sessions.sessionGroupId, sessionGroupId));
    // The round's algorithm results live in the enrollments while it is current (matching_round_results);
    // they become rows before the enrollments move on. Rows already kept (an admin's decisions) stay as they are.
    await tx.execute(sql`insert into ${matchingResults} (${columnNames([
      matchingResults.sessionId,
      matchingResults.round,
      matchingResults.studentId,
      matchingResults.openingId,
      matchingResults.source,
      matchingResults.runId,
      matchingResults.createdAt,
    ])})
      select ${matchingRoundResults.sessionId}, ${matchingRoundResults.round}, ${matchingRoundResults.studentId}, ${matchingRoundResults.openingId}, ${matchingRoundResults.source}, ${matchingRoundResults.runId}, ${matchingRoundResults.createdAt} from ${matchingRoundResults}
      where ${matchingRoundResults.sessionId} in (select ${sessions.sessionId} from ${sessions} where ${sessions.sessionGroupId} = ${sessionGroupId})
        and ${matchingRoundResults.round} = ${closing}
      on conflict do nothing`);
    const returned = await tx
      .update(enrollments)
      .set({ status: 'RANKING_PENDING', assignedOpeningId: null, updatedAt: sql`now()` })
      .where(and(inArray(enrollments.sessionId, groupSessionIds), eq(enrollments.status, 'MATCHING_FAILED')))
      .returning({ studentId: enrollments.studentId });
    // Full openings (no room after this round's matches) take no part in the next round: their results are out and
    // stay so, stored, since the derived status (shownOpeningStatus) follows the group's current round, which moves on
    // now (docs/openings.md, "Shown status"). Those with room go on to the next round below.
    const matchedCount = sql`(select count(*) from ${enrollments} where ${enrollments.assignedOpeningId} = ${openings.openingId} and ${enrollments.status} = 'MATCHING_SUCCESS')`;
    const announceRule = OPENING_TRANSITIONS.announceResult;
    const announced = await tx
      .update(openings)
      .set({ status: announceRule.to, updatedAt: sql`now()` })
      .where(
        and(
          inArray(openings.sessionId, groupSessionIds),
          inArray(openings.status, [...announceRule.from]),
          sql`${openings.quota} <= ${matchedCount}`,
        ),
      )
      .returning({ openingId: openings.openingId });
    const nextRoundRule = OPENING_TRANSITIONS.startNextRound;
    const reopened = await tx
      .update(openings)
      .set({ status: nextRoundRule.to, updatedAt: sql`now()` })
      .where(
        and(
          inArray(openings.sessionId, groupSessionIds),
          inArray(openings.status, [...nextRoundRule.from]),
          sql`${openings.quota} > ${matchedCount}`,
        ),
      )
      .returning({ openingId: openings.openingId });
    await tx
      .update(sessions)
      .set({ isMatchingInitiated: false, updatedAt: sql`now()` })
      .where(eq(sessions.sessionGroupId, sessionGroupId));
    await tx
      .update(sessionGroups)
      .set({ currentRound: closing + 1, updatedAt: sql`now()` })
      .where(eq(sessionGroups.sessionGroupId, sessionGroupId));

    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'session-group.close-round',
        entityType: 'session-group',
        entityId: sessionGroupId,
        details: {
          closedRound: closing,
          currentRound: closing + 1,
          returnedToRankingCount: returned.length,
          reopenedOpeningCount: reopened.length,
          announcedOpeningCount: announced.length,
        },
      },
    });
    return selectSessionGroupView({ db: tx, sessionGroupId });
  });
}
