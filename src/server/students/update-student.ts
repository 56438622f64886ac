import { eq } from 'drizzle-orm';
import { studentEmailVerifications } from '@/db/schema';
import type { AdminStudentUpdate, StudentProfile } from '@/lib/student-profile';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { loadStudentProfile, studentIdIs } from './student-views';
import { writeStudentProfile } from './write-student-profile';

/** PATCH /api/admin/students/{studentId}: the profile fields plus admission year and reference ids. */
export async function updateStudent({
  ctx,
  studentId,
  input,
}: {
  ctx: Context;
  studentId: string;
  input: AdminStudentUpdate;
}): Promise<StudentProfile> {
  return ctx.db.transaction(async (tx) => {
    await writeStudentProfile({ db: tx, actor: ctx.actor, now: ctx.now, studentId, input, action: 'student.update' });
    // An address an admin sets is taken as given: any change the student left pending is over.
    if (input.email !== undefined) await tx.delete(studentEmailVerifications).where(eq(studentEmailVerifications.studentId, studentId));
    const profile = await loadStudentProfile({ db: tx, where: studentIdIs(studentId) });
    if (!profile) throw new NotFoundError('Student not found');
    return profile;
  });
}
