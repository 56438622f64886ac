import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { enrollments, openings, rounds, sessionGroups, sessions } from '@/db/schema';
import type { Database } from '@/db/client';
import type { Actor } from '@/server/context';

/**
 * The session group a person's screens open on when they have not chosen one (docs/sessions.md, "The current group"):
 * the newest group they take part in that has started. A group has started once its first round's opening submission
 * deadline has come; a student takes part through an enrollment, a company through an opening (any status) in one of
 * the group's sessions, an admin in every group. When none of theirs has started, the one of theirs that starts first;
 * a company with no opening anywhere gets the admin's answer. Null when there is no group with a session.
 */
export async function findCurrentSessionGroup({
  ctx: { db, actor, now },
}: {
  ctx: { db: Database; actor: Actor | null; now: Date };
}): Promise<number | null> {
  if (!actor) return null;
  if (actor.role === 'student') return pick({ db, now, takesPart: enrolledIn(actor.studentId) });
  if (actor.role === 'company_user') {
    const own = await pick({ db, now, takesPart: hasOpeningsIn(actor.companyId) });
    if (own !== null) return own;
  }
  if (actor.role === 'admin' || actor.role === 'company_user') return pick({ db, now, takesPart: everyGroup });
  return null;
}

type TakesPart = (db: Database) => SQL;

const enrolledIn =
  (studentId: string): TakesPart =>
  (db) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(enrollments)
        .innerJoin(sessions, eq(sessions.sessionId, enrollments.sessionId))
        .where(and(eq(sessions.sessionGroupId, sessionGroups.sessionGroupId), eq(enrollments.studentId, studentId))),
    );

const hasOpeningsIn =
  (companyId: number): TakesPart =>
  (db) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(openings)
        .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
        .where(and(eq(sessions.sessionGroupId, sessionGroups.sessionGroupId), eq(openings.companyId, companyId))),
    );

const everyGroup: TakesPart = () => sql`true`;

async function pick({ db, now, takesPart }: { db: Database; now: Date; takesPart: TakesPart }): Promise<number | null> {
  const startsAt = rounds.openingSubmissionDeadline;
  const rows = await db
    .select({ sessionGroupId: sessionGroups.sessionGroupId, startsAt })
    .from(sessionGroups)
    .leftJoin(rounds, and(eq(rounds.sessionGroupId, sessionGroups.sessionGroupId), eq(rounds.round, 1)))
    .where(
      and(
        exists(
          db
            .select({ one: sql`1` })
            .from(sessions)
            .where(eq(sessions.sessionGroupId, sessionGroups.sessionGroupId)),
        ),
        takesPart(db),
      ),
    )
    .orderBy(desc(sessionGroups.createdAt), desc(sessionGroups.sessionGroupId));
  const started = rows.find((row) => row.startsAt !== null && row.startsAt.getTime() <= now.getTime());
  if (started) return started.sessionGroupId;
  // None has started: the one that starts first (a group without rounds yet comes last), newest on a tie.
  const upcoming = [...rows].sort((a, b) => (a.startsAt?.getTime() ?? Infinity) - (b.startsAt?.getTime() ?? Infinity));
  return upcoming[0]?.sessionGroupId ?? null;
}
