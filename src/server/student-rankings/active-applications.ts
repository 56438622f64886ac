import { and, asc, eq, sql } from 'drizzle-orm';
import { arrayLiteral } from '@/db/array-literal';
import type { Executor } from '@/db/client';
import { columnName } from '@/db/column-name';
import { applications } from '@/db/schema';

/** The student's ACTIVE applications of a round in the student's order. */
export async function activeApplications({
  db,
  sessionId,
  round,
  studentId,
}: {
  db: Executor;
  sessionId: number;
  round: number;
  studentId: string;
}): Promise<{ applicationId: number; openingId: number }[]> {
  return db
    .select({ applicationId: applications.applicationId, openingId: applications.openingId })
    .from(applications)
    .where(
      and(
        eq(applications.sessionId, sessionId),
        eq(applications.round, round),
        eq(applications.studentId, studentId),
        eq(applications.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(applications.studentPreferenceRank));
}

/** Preference ranks 1…n in the given order, in one statement whatever n. */
export async function renumberApplications({
  db,
  applicationIds,
  now,
}: {
  db: Executor;
  applicationIds: number[];
  now: Date;
}): Promise<void> {
  if (applicationIds.length === 0) return;
  await db.execute(sql`update ${applications}
    set ${columnName(applications.studentPreferenceRank)} = ordered.rank, ${columnName(applications.updatedAt)} = ${now.toISOString()}::timestamptz
    from unnest(${arrayLiteral(applicationIds)}::int[]) with ordinality as ordered(application_id, rank)
    where ${applications.applicationId} = ordered.application_id`);
}
