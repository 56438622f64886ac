import { eq } from 'drizzle-orm';
import { students } from '@/db/schema';
import type { PublicStudentProfile } from '@/lib/student-profile';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { applyVisibility } from './apply-visibility';
import { loadStudentProfile } from './student-views';

/**
 * GET /api/common/students/{token}. Admins see the whole profile; company users and the student
 * themself see what the visibility flags allow. Another student's token, or a disabled student's for
 * anyone but an admin, answers 404 as an unknown token would, so tokens cannot be probed.
 */
export async function getPublicProfile({
  ctx: { db, actor },
  profileToken,
}: {
  ctx: Pick<Context, 'db' | 'actor'>;
  profileToken: string;
}): Promise<PublicStudentProfile> {
  const profile = await loadStudentProfile({ db, where: eq(students.profileToken, profileToken) });
  if (!profile) throw new NotFoundError('Student not found');
  if (actor.role === 'admin') return profile;
  if (actor.role === 'student' && actor.studentId !== profile.studentId) throw new NotFoundError('Student not found');
  if (!profile.isActive) throw new NotFoundError('Student not found');
  return applyVisibility(profile, { isOwner: actor.role === 'student' });
}
