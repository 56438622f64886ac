import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { oauthClients } from '@/db/schema';
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
export async function serveStudentFile(ctx: Context & { request: Request }, kind: StudentFileKind, profileToken: string): Promise<Response> {
  const student = await findStudentFileOwner(ctx.db, profileToken);
  const fileId = student ? studentFileIdOf(student, kind) : null;
  if (!student || fileId === null) throw new NotFoundError('File not found');
  const isOwner = ctx.actor.role === 'student' && ctx.actor.studentId === student.studentId;
  if (ctx.actor.role === 'admin' || isOwner) return redirectToFile({ request: ctx.request, fileId, now: ctx.now });
  if (ctx.actor.role !== 'company_user' || !student.isActive || !isStudentFileVisibleToOthers(student, kind)) throw new NotFoundError('File not found');
  return redirectToFile({ request: ctx.request, fileId, now: ctx.now, share: { owner: 'student', profileToken, kind } });
}

/**
 * GET /api/public/files/student/profile-picture/{clientId}/{profileToken}: the picture a registered OAuth
 * client may show beside the profile it read; served when the client exists and the student is active
 * and shows personal information. The link is public like the client's own use of it (an <img> tag).
 */
export async function serveStudentPictureToClient(ctx: { db: Database; now: Date; request: Request }, clientId: string, profileToken: string): Promise<Response> {
  const [client] = await ctx.db.select({ clientId: oauthClients.clientId }).from(oauthClients).where(eq(oauthClients.clientId, clientId)).limit(1);
  if (!client) throw new NotFoundError('File not found');
  const student = await findStudentFileOwner(ctx.db, profileToken);
  if (!student || student.profilePictureFileId === null || !student.isActive || !student.isPersonalInfoVisible) throw new NotFoundError('File not found');
  return redirectToFile({ request: ctx.request, fileId: student.profilePictureFileId, now: ctx.now, share: { owner: 'student', profileToken, kind: 'profile-picture' } });
}
