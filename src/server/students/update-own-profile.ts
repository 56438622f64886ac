import type { OwnStudentProfile, StudentProfileUpdate } from '@/lib/student-profile';
import type { Context } from '@/server/context';
import { getOwnProfile } from './get-own-profile';
import { ownStudentId } from './own-student-id';
import { writeStudentProfile } from './write-student-profile';

/** PATCH /api/student/me: the student's own editable fields (never the id, year or references). */
export async function updateOwnProfile({ ctx, input }: { ctx: Context; input: StudentProfileUpdate }): Promise<OwnStudentProfile> {
  const studentId = ownStudentId(ctx);
  return ctx.db.transaction(async (tx) => {
    await writeStudentProfile({ db: tx, actor: ctx.actor, now: ctx.now, studentId, input, action: 'student.update_own_profile' });
    return getOwnProfile({ ctx: { db: tx, actor: ctx.actor } });
  });
}
