import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { currentRoundOfGroup } from '@/db/current-round';
import { enrollments, openings, rounds, sessionGroups, sessions } from '@/db/schema';
import type { CompanyOpeningSummary } from '@/lib/companies';
import { PUBLISHED_OPENING_STATUSES } from '@/lib/openings';
import type { Context } from '@/server/context';
import { hasCome } from '@/server/deadlines';
import { NotFoundError } from '@/server/errors';

/**
 * Whether the asker may see the published openings of a session. Unknown session → 404. A student
 * must be enrolled in it (as for GET /api/common/sessions/{sessionId}) and sees its openings only
 * from the current round's openingAnnouncementDate; admins and company users always see them.
 */
export async function canSeeSessionOpenings({ ctx: { db, actor, now }, sessionId }: { ctx: Context; sessionId: number }): Promise<boolean> {
  const [session] = await db
    .select({ sessionId: sessions.sessionId, openingAnnouncementDate: rounds.openingAnnouncementDate })
    .from(sessions)
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .leftJoin(rounds, currentRoundOfGroup)
    .where(eq(sessions.sessionId, sessionId))
    .limit(1);
  if (!session) throw new NotFoundError('Session not found');
  if (actor.role !== 'student') return true;
  const [enrollment] = await db
    .select({ sessionId: enrollments.sessionId })
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, actor.studentId)))
    .limit(1);
  if (!enrollment) throw new NotFoundError('Session not found');
  return hasCome({ date: session.openingAnnouncementDate, now });
}

export function isPublishedOpening(): SQL {
  return inArray(openings.status, [...PUBLISHED_OPENING_STATUSES]);
}

/** A company's published openings in a session, by title. */
export async function listPublishedOpenings({
  db,
  companyId,
  sessionId,
}: {
  db: Executor;
  companyId: number;
  sessionId: number;
}): Promise<CompanyOpeningSummary[]> {
  return db
    .select({ openingId: openings.openingId, sessionId: openings.sessionId, title: openings.title, quota: openings.quota })
    .from(openings)
    .where(and(eq(openings.companyId, companyId), eq(openings.sessionId, sessionId), isPublishedOpening()))
    .orderBy(asc(openings.title), asc(openings.openingId));
}
