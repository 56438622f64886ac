import { eq } from 'drizzle-orm';
import type { Transaction } from '@/db/client';
import { students } from '@/db/schema';
import type { AdminStudentUpdate, OwnStudentProfile, StudentProfile, StudentProfileUpdate } from '@/lib/student-profile';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError, NotFoundError } from '@/server/errors';
import { getOwnProfile, ownStudentId } from './get-own-profile';
import { refreshEnrollmentStatuses } from './profile-completeness';
import { existingReferenceIds, unknownReferenceProblems } from './reference-checks';
import { loadStudentProfile, studentIdIs } from './student-views';

/** Numbers travel as numbers; the numeric columns store them as exact decimals. */
function toColumns(input: AdminStudentUpdate): Partial<typeof students.$inferInsert> {
  const { gpax, ielts, ...rest } = input;
  const columns: Partial<typeof students.$inferInsert> = { ...rest };
  if (gpax !== undefined) columns.gpax = gpax === null ? null : gpax.toFixed(2);
  if (ielts !== undefined) columns.ielts = ielts === null ? null : ielts.toFixed(1);
  return columns;
}

async function writeProfile(tx: Transaction, ctx: Context, studentId: string, input: AdminStudentUpdate, action: string): Promise<void> {
  const existing = await existingReferenceIds(tx, [input]);
  const problems = unknownReferenceProblems(input, existing);
  if (problems.length) throw new BadRequestError(problems.map((problem) => `body.${problem}`).join('; '));
  const [updated] = await tx
    .update(students)
    .set({ ...toColumns(input), updatedAt: ctx.now })
    .where(eq(students.studentId, studentId))
    .returning({ studentId: students.studentId });
  if (!updated) throw new NotFoundError('Student not found');
  // A profile that became complete (or stopped being so) moves its enrollments with it.
  await refreshEnrollmentStatuses(tx, { studentIds: [studentId] });
  await recordAudit({ db: tx, actor: ctx.actor, entry: { action, entityType: 'student', entityId: studentId, details: { fields: Object.keys(input) } } });
}

/** PATCH /api/admin/students/{studentId}: the profile fields plus admission year and reference ids. */
export async function updateStudent(ctx: Context, studentId: string, input: AdminStudentUpdate): Promise<StudentProfile> {
  return ctx.db.transaction(async (tx) => {
    await writeProfile(tx, ctx, studentId, input, 'student.update');
    const profile = await loadStudentProfile(tx, studentIdIs(studentId));
    if (!profile) throw new NotFoundError('Student not found');
    return profile;
  });
}

/** PATCH /api/student/me: the student's own editable fields (never the id, year or references). */
export async function updateOwnProfile(ctx: Context, input: StudentProfileUpdate): Promise<OwnStudentProfile> {
  const studentId = ownStudentId(ctx);
  return ctx.db.transaction(async (tx) => {
    await writeProfile(tx, ctx, studentId, input, 'student.update_own_profile');
    return getOwnProfile({ db: tx, actor: ctx.actor });
  });
}
