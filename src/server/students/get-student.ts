import type { StudentProfile } from '@/lib/student-profile';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { loadStudentProfile, studentIdIs } from './student-views';

/** GET /api/admin/students/{studentId}: the full profile, whatever the visibility flags say. */
export async function getStudent({ ctx, studentId }: { ctx: Pick<Context, 'db'>; studentId: string }): Promise<StudentProfile> {
  const profile = await loadStudentProfile({ db: ctx.db, where: studentIdIs(studentId) });
  if (!profile) throw new NotFoundError('Student not found');
  return profile;
}
