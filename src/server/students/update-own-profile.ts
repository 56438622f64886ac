import { eq } from 'drizzle-orm';
import { students } from '@/db/schema';
import type { OwnStudentProfile, StudentProfileUpdate } from '@/lib/student-profile';
import type { StudentContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { sendVerificationMail, trackEmailChange } from './email-verification';
import { getOwnProfile } from './get-own-profile';
import { writeStudentProfile } from './write-student-profile';

/**
 * PATCH /api/student/me: the student's own editable fields (never the id, year or references). A new e-mail is the
 * contact address at once, but notification mail goes to it only once the link mailed to it has been opened
 * (email-verification.ts); the mail is sent after the commit, and a failure to send leaves the change pending.
 */
export async function updateOwnProfile({ ctx, input }: { ctx: StudentContext; input: StudentProfileUpdate }): Promise<OwnStudentProfile> {
  const studentId = ctx.actor.studentId;
  const mail = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ email: students.email }).from(students).where(eq(students.studentId, studentId)).for('update');
    if (!before) throw new NotFoundError('Student not found');
    await writeStudentProfile({ db: tx, actor: ctx.actor, now: ctx.now, studentId, input, action: 'student.update_own_profile' });
    if (input.email === undefined) return null;
    return trackEmailChange({ db: tx, now: ctx.now, studentId, previousEmail: before.email, email: input.email });
  });
  if (mail)
    await sendVerificationMail({ db: ctx.db, now: ctx.now, mail }).catch((error: unknown) =>
      logMailFailure(error instanceof Error ? error.message : String(error)),
    );
  return getOwnProfile({ ctx });
}

function logMailFailure(message: string): void {
  console.warn(JSON.stringify({ time: new Date().toISOString(), level: 'warn', event: 'email_verification.send_failed', message }));
}
