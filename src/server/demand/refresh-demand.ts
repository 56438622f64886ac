import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { columnName, columnNames } from '@/db/column-name';
import { rowsOf } from '@/db/rows-of';
import { applications, openingDemand, sessionDemand, studentRankingDraftItems } from '@/db/schema';
import { DEMAND_FRESH_SECONDS } from '@/lib/demand';

/** The advisory lock class of the demand recompute (the second key is the session): one instance recomputes a session at a time. */
const DEMAND_LOCK_CLASS = 35_001;

export type DemandState = {
  isShown: boolean;
  countsDrafts: boolean;
  computedAt: Date | null;
  computedRound: number | null;
  computedCountsDrafts: boolean | null;
};

/** The settings of a session that has no row yet: shown, drafts counted, never computed. */
export const DEFAULT_DEMAND_STATE: DemandState = {
  isShown: true,
  countsDrafts: true,
  computedAt: null,
  computedRound: null,
  computedCountsDrafts: null,
};

/** A session's settings and figures' age; the defaults when it has no row yet. */
export async function readDemandState({ db, sessionId }: { db: Executor; sessionId: number }): Promise<DemandState> {
  const [row] = await db.select().from(sessionDemand).where(eq(sessionDemand.sessionId, sessionId));
  return row ?? DEFAULT_DEMAND_STATE;
}

/** Stale: never computed, computed for another round or draft rule, or older than the freshness bound at `now`. */
export function isDemandStale({ state, round, now }: { state: DemandState; round: number; now: Date }): boolean {
  return (
    state.computedAt === null ||
    state.computedRound !== round ||
    state.computedCountsDrafts !== state.countsDrafts ||
    now.getTime() - state.computedAt.getTime() >= DEMAND_FRESH_SECONDS * 1000
  );
}

/**
 * Recomputes a session's figures when they are stale, by whichever request finds them so. Under
 * `pg_try_advisory_xact_lock`, so of several instances finding them stale at once one recomputes and the others
 * serve the previous figures without waiting; only when there are no figures at all does a request wait for the
 * one computing them. The state is read again after the lock, so a recompute that committed meanwhile is not repeated.
 * One aggregate statement over the session's ranking rows (the applications' and drafts' primary-key prefixes):
 * nothing is added to the list query or the ranking save.
 */
export async function refreshDemandIfStale({
  db,
  sessionId,
  round,
  now,
  state,
}: {
  db: Executor;
  sessionId: number;
  round: number;
  now: Date;
  state: DemandState;
}): Promise<DemandState> {
  if (!isDemandStale({ state, round, now })) return state;
  const mustWait = state.computedAt === null;
  return db.transaction(async (tx) => {
    if (mustWait) {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMAND_LOCK_CLASS}, ${sessionId})`);
    } else {
      const [{ locked }] = await rowsOf<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${DEMAND_LOCK_CLASS}, ${sessionId}) as locked`,
      );
      if (!locked) return state;
    }
    const current = await readDemandState({ db: tx, sessionId });
    if (!isDemandStale({ state: current, round, now })) return current;
    await tx.delete(openingDemand).where(eq(openingDemand.sessionId, sessionId));
    await tx.execute(aggregateDemand({ sessionId, round, countsDrafts: current.countsDrafts }));
    const computed = { computedAt: now, computedRound: round, computedCountsDrafts: current.countsDrafts };
    await tx
      .insert(sessionDemand)
      .values({ sessionId, isShown: current.isShown, countsDrafts: current.countsDrafts, ...computed })
      .onConflictDoUpdate({ target: sessionDemand.sessionId, set: computed });
    return { ...current, ...computed };
  });
}

/**
 * Each student's list is the submitted one of the round (active applications) when there is one, else the draft
 * when drafts count; an opening's applicants are the students whose list holds it, its first choices those whose
 * list starts with it.
 */
function aggregateDemand({ sessionId, round, countsDrafts }: { sessionId: number; round: number; countsDrafts: boolean }) {
  const student = columnName(applications.studentId);
  const opening = columnName(applications.openingId);
  const position = columnName(studentRankingDraftItems.position);
  return sql`
    with submitted as (
      select ${applications.studentId} as ${student}, ${applications.openingId} as ${opening}, ${applications.studentPreferenceRank} as ${position}
      from ${applications}
      where ${applications.sessionId} = ${sessionId} and ${applications.round} = ${round} and ${applications.status} = 'ACTIVE'
    ),
    drafted as (
      select ${studentRankingDraftItems.studentId} as ${student}, ${studentRankingDraftItems.openingId} as ${opening}, ${studentRankingDraftItems.position} as ${position}
      from ${studentRankingDraftItems}
      where ${studentRankingDraftItems.sessionId} = ${sessionId} and ${countsDrafts}::boolean
        and not exists (select 1 from submitted where submitted.${student} = ${studentRankingDraftItems.studentId})
    ),
    lists as (select * from submitted union all select * from drafted),
    ranked as (select ${opening}, ${position} = min(${position}) over (partition by ${student}) as is_first from lists)
    insert into ${openingDemand} (${columnNames([openingDemand.sessionId, openingDemand.openingId, openingDemand.applicantCount, openingDemand.firstChoiceCount])})
    select ${sessionId}, ${opening}, count(*)::int, (count(*) filter (where is_first))::int from ranked group by ${opening}`;
}
