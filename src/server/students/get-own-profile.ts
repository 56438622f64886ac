import type { Executor } from '@/db/client';
import type { OwnStudentProfile } from '@/lib/student-profile';
import type { StudentActor } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { pendingEmailOf } from './email-verification';
import { missingProfileFields } from './profile-completeness';
import { loadStudentProfile, studentIdIs } from './student-views';

/** GET /api/student/me: the student's own full profile, plus what it still lacks before ranking and an address awaiting its link. */
export async function getOwnProfile({ ctx }: { ctx: { db: Executor; actor: StudentActor } }): Promise<OwnStudentProfile> {
  const studentId = ctx.actor.studentId;
  const [profile, pendingEmail] = await Promise.all([
    loadStudentProfile({ db: ctx.db, where: studentIdIs(studentId) }),
    pendingEmailOf({ db: ctx.db, studentId }),
  ]);
  if (!profile) throw new NotFoundError('Student not found');
  return { ...profile, missingFields: missingProfileFields(profile), pendingEmail };
}
