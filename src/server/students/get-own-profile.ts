import type { Executor } from '@/db/client';
import type { OwnStudentProfile } from '@/lib/student-profile';
import type { Context } from '@/server/context';
import { ForbiddenError, NotFoundError } from '@/server/errors';
import { missingProfileFields } from './profile-completeness';
import { loadStudentProfile, studentIdIs } from './student-views';

/** The student id the actor acts as; a route open to students only should never reach the throw. */
export function ownStudentId(ctx: Pick<Context, 'actor'>): string {
  if (ctx.actor.role !== 'student' || !ctx.actor.studentId) throw new ForbiddenError();
  return ctx.actor.studentId;
}

/** GET /api/student/me: the student's own full profile, plus what it still lacks before ranking. */
export async function getOwnProfile(ctx: { db: Executor; actor: Context['actor'] }): Promise<OwnStudentProfile> {
  const profile = await loadStudentProfile(ctx.db, studentIdIs(ownStudentId(ctx)));
  if (!profile) throw new NotFoundError('Student not found');
  return { ...profile, missingFields: missingProfileFields(profile) };
}
