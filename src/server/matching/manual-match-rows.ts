import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { enrollments, matchingResults } from '@/db/schema';
import { NotFoundError } from '@/server/errors';

/** The student's enrollment in the session, locked until the manual set or undo commits; 404 when not enrolled. */
export async function lockEnrollment({
  db,
  sessionId,
  studentId,
}: {
  db: Executor;
  sessionId: number;
  studentId: string;
}): Promise<typeof enrollments.$inferSelect> {
  const [enrollment] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)))
    .for('update');
  if (!enrollment) throw new NotFoundError('Enrollment not found');
  return enrollment;
}

/** The student's MANUAL result row of the round (an opening, or none after an undo of a run's match). */
export async function upsertManualResult({
  db,
  ...values
}: {
  db: Executor;
  sessionId: number;
  round: number;
  studentId: string;
  openingId: number | null;
}): Promise<void> {
  await db
    .insert(matchingResults)
    .values({ ...values, source: 'MANUAL', runId: null })
    .onConflictDoUpdate({
      target: [matchingResults.sessionId, matchingResults.round, matchingResults.studentId],
      set: { openingId: values.openingId, source: 'MANUAL', runId: null, createdAt: sql`now()` },
    });
}
