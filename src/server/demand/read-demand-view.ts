import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { perDatabase } from '@/db/per-database';
import { currentRoundOfGroup } from '@/db/current-round';
import { enrollments, openingDemand, openings, rounds, sessionDemand, sessionGroups, sessions } from '@/db/schema';
import { deferredLoginValues, liveLoginByTokenHash, loginFields } from '@/server/auth';
import type { Actor, SignedInContext } from '@/server/context';
import { visibleToStudentsCondition } from '@/server/openings';
import { DEFAULT_DEMAND_STATE, type DemandState } from './refresh-demand';

/** One opening's stored figures as the statement reads them, with its company so a company user's answer keeps only its own. */
export type StoredOpeningDemand = {
  openingId: number;
  companyId: number;
  places: number;
  applicantCount: number;
  firstChoiceCount: number;
};

/** What the demand answer needs of the database: the session's current round and window, the enrollment, the state, the figures. */
export type DemandView = {
  round: number;
  isMatchingInitiated: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
  /** Whether the student asked about (the login's own, or the one given) is enrolled in the session; false for other roles. */
  isEnrolled: boolean;
  state: DemandState;
  /** The session's published openings (those of `openingIds` when given) with their last computed figures. */
  figures: StoredOpeningDemand[];
};

function viewFields(studentId: SQL | Placeholder) {
  const sessionId = sql.placeholder('sessionId');
  const openingIds = sql.placeholder('openingIds');
  const figure = sql`json_build_object('openingId', ${openings.openingId}, 'companyId', ${openings.companyId}, 'places', ${openings.quota},
    'applicantCount', coalesce(${openingDemand.applicantCount}, 0), 'firstChoiceCount', coalesce(${openingDemand.firstChoiceCount}, 0))`;
  return {
    round: sessionGroups.currentRound,
    isMatchingInitiated: sessions.isMatchingInitiated,
    opensAt: rounds.openingAnnouncementDate,
    closesAt: rounds.studentRankingDeadline,
    isEnrolled: sql<boolean>`exists (select 1 from ${enrollments} where ${enrollments.sessionId} = ${sessionId} and ${enrollments.studentId} = ${studentId})`,
    isShown: sessionDemand.isShown,
    countsDrafts: sessionDemand.countsDrafts,
    computedAt: sessionDemand.computedAt,
    computedRound: sessionDemand.computedRound,
    computedCountsDrafts: sessionDemand.computedCountsDrafts,
    figures: sql<StoredOpeningDemand[] | null>`(select json_agg(${figure} order by ${openings.openingId}) from ${openings}
      left join ${openingDemand} on ${and(eq(openingDemand.sessionId, sessionId), eq(openingDemand.openingId, openings.openingId))}
      where ${visibleToStudentsCondition(sessionId)} and (${openingIds}::int[] is null or ${openings.openingId} = any(${openingIds}::int[])))`,
  };
}

/**
 * Built once per database handle and run as named prepared statements (as the openings list is): the demand answer
 * is read on the deadline hour's ranking board, and at 20 connections each extra round trip waits its turn for a
 * pooled connection. A request whose route defers its login reads the login in the same statement: one round trip.
 */
function build(db: Database) {
  const { touched, login } = liveLoginByTokenHash(db);
  const sessionId = sql.placeholder('sessionId');
  return {
    view: db
      .select(viewFields(sql.placeholder('studentId')))
      .from(sessions)
      .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
      .leftJoin(rounds, currentRoundOfGroup)
      .leftJoin(sessionDemand, eq(sessionDemand.sessionId, sessions.sessionId))
      .where(eq(sessions.sessionId, sessionId))
      .prepare('session_demand_view'),
    // The live login (no row: none), and the view with the enrollment of the login's own student (round null: no session).
    viewWithLogin: db
      .with(touched, login)
      .select({ login: loginFields(login), view: viewFields(sql`${login.studentId}`) })
      .from(login)
      .leftJoin(sessions, eq(sessions.sessionId, sessionId))
      .leftJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
      .leftJoin(rounds, currentRoundOfGroup)
      .leftJoin(sessionDemand, eq(sessionDemand.sessionId, sessions.sessionId))
      .prepare('session_demand_view_with_login'),
    figures: db
      .select({
        openingId: openings.openingId,
        companyId: openings.companyId,
        places: openings.quota,
        applicantCount: sql<number>`coalesce(${openingDemand.applicantCount}, 0)`,
        firstChoiceCount: sql<number>`coalesce(${openingDemand.firstChoiceCount}, 0)`,
      })
      .from(openings)
      .leftJoin(openingDemand, and(eq(openingDemand.sessionId, sessionId), eq(openingDemand.openingId, openings.openingId)))
      .where(
        and(
          visibleToStudentsCondition(sessionId),
          sql`(${sql.placeholder('openingIds')}::int[] is null or ${openings.openingId} = any(${sql.placeholder('openingIds')}::int[]))`,
        ),
      )
      .orderBy(asc(openings.openingId))
      .prepare('session_demand_figures'),
  };
}

const statementsOf = perDatabase(build);

type ViewRow = Omit<DemandView, 'round' | 'isMatchingInitiated' | 'state' | 'figures'> & {
  round: number | null;
  isMatchingInitiated: boolean | null;
  isShown: boolean | null;
  countsDrafts: boolean | null;
  computedAt: Date | null;
  computedRound: number | null;
  computedCountsDrafts: boolean | null;
  figures: StoredOpeningDemand[] | null;
};

/** Null when the session does not exist. */
function toView(row: ViewRow | undefined): DemandView | null {
  if (!row || row.round === null) return null;
  const { isShown, countsDrafts, computedAt, computedRound, computedCountsDrafts } = row;
  return {
    round: row.round,
    isMatchingInitiated: row.isMatchingInitiated ?? false,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    isEnrolled: row.isEnrolled,
    // No settings row yet: the defaults.
    state:
      isShown === null || countsDrafts === null
        ? DEFAULT_DEMAND_STATE
        : { isShown, countsDrafts, computedAt, computedRound, computedCountsDrafts },
    figures: row.figures ?? [],
  };
}

/**
 * Who is asking (settling a deferred login) and the session's demand view; the view is null when the session does
 * not exist. `openingIds` narrows the figures (null: every published opening of the session).
 */
export async function readDemandView({
  ctx,
  sessionId,
  openingIds,
}: {
  ctx: SignedInContext;
  sessionId: number;
  openingIds: number[] | null;
}): Promise<{ actor: Actor; view: DemandView | null }> {
  const { view, viewWithLogin } = statementsOf(ctx.db);
  const values = { sessionId, openingIds };
  const studentIdOf = (actor: Actor) => (actor.role === 'student' ? actor.studentId : null);
  if ('deferredLogin' in ctx) {
    const [row] = await viewWithLogin.execute({ ...values, ...deferredLoginValues(ctx.deferredLogin) });
    const actor = await ctx.deferredLogin.settle(row?.login);
    // The enrollment was read for the login's own student; an admin acting as a student reads the one of that student.
    if (row && (actor.role !== 'student' || (!actor.assumedBy && actor.studentId === row.login.studentId))) {
      return { actor, view: toView(row.view as ViewRow) };
    }
    const [own] = await view.execute({ ...values, studentId: studentIdOf(actor) });
    return { actor, view: toView(own as ViewRow) };
  }
  const [row] = await view.execute({ ...values, studentId: studentIdOf(ctx.actor) });
  return { actor: ctx.actor, view: toView(row as ViewRow) };
}

/** The figures again, after this request recomputed them. */
export async function readDemandFigures({
  db,
  sessionId,
  openingIds,
}: {
  db: Database;
  sessionId: number;
  openingIds: number[] | null;
}): Promise<StoredOpeningDemand[]> {
  return statementsOf(db).figures.execute({ sessionId, openingIds });
}
