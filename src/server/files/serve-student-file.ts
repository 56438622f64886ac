import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { redirectToFile } from './file-redirect';
import { findStudentFileOwner, isStudentFileVisibleToOthers, studentFileIdOf, type StudentFileKind } from './file-share';

export type { StudentFileKind } from './file-share';

/**
 * GET /api/common/files/student/{profile-picture|transcript|portfolio}/{profileToken}. The same rule as the
 * profile by token (docs/students.md): admins see every file; the student sees their own; a company user
 * sees an active student's file when the student's flag allows; anything else is a 404, so tokens cannot be probed.
 */
export async function serveStudentFile({
  ctx,
  kind,
  profileToken,
}: {
  ctx: Context & { request: Request };
  kind: StudentFileKind;
  profileToken: string;
}): Promise<Response> {
  const student = await findStudentFileOwner({ db: ctx.db, profileToken });
  const fileId = student ? studentFileIdOf(student, kind) : null;
  if (!student || fileId === null) throw new NotFoundError('File not found');
  const isOwner = ctx.actor.role === 'student' && ctx.actor.studentId === student.studentId;
  if (ctx.actor.role === 'admin' || isOwner) return redirectToFile({ request: ctx.request, fileId, now: ctx.now });
  if (ctx.actor.role !== 'company_user' || !student.isActive || !isStudentFileVisibleToOthers(student, kind))
    throw new NotFoundError('File not found');
  return redirectToFile({ request: ctx.request, fileId, now: ctx.now, share: { owner: 'student', profileToken, kind } });
}
