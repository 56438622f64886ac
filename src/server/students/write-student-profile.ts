import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { students } from '@/db/schema';
import type { AdminStudentUpdate } from '@/lib/student-profile';
import { recordAudit } from '@/server/audit';
import type { Actor } from '@/server/context';
import { BadRequestError, NotFoundError } from '@/server/errors';
import { existingReferenceIds, unknownReferenceProblems } from './reference-checks';
import { refreshEnrollmentStatuses } from './refresh-enrollment-statuses';

/** Numbers travel as numbers; the numeric columns store them as exact decimals. */
function toColumns(input: AdminStudentUpdate): Partial<typeof students.$inferInsert> {
  const { gpax, ielts, ...rest } = input;
  const columns: Partial<typeof students.$inferInsert> = { ...rest };
  if (gpax !== undefined) columns.gpax = gpax === null ? null : gpax.toFixed(2);
  if (ielts !== undefined) columns.ielts = ielts === null ? null : ielts.toFixed(1);
  return columns;
}

/** The profile write both PATCH routes share, in the caller's transaction, audited under the route's own action. */
export async function writeStudentProfile({
  db,
  actor,
  now,
  studentId,
  input,
  action,
}: {
  db: Executor;
  actor: Actor;
  now: Date;
  studentId: string;
  input: AdminStudentUpdate;
  action: string;
}): Promise<void> {
  const existing = await existingReferenceIds({ db, rows: [input] });
  const problems = unknownReferenceProblems({ row: input, existing });
  if (problems.length) throw new BadRequestError(problems.map((problem) => `body.${problem}`).join('; '));
  const [updated] = await db
    .update(students)
    .set({ ...toColumns(input), updatedAt: now })
    .where(eq(students.studentId, studentId))
    .returning({ studentId: students.studentId });
  if (!updated) throw new NotFoundError('Student not found');
  // A profile that became complete (or stopped being so) moves its enrollments with it.
  await refreshEnrollmentStatuses({ db, studentIds: [studentId] });
  await recordAudit({ db, actor, entry: { action, entityType: 'student', entityId: studentId, details: { fields: Object.keys(input) } } });
}
