import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { oauthClients, students } from '@/db/schema';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { redirectToFile } from './file-redirect';

export type StudentFileKind = 'profile-picture' | 'transcript' | 'portfolio';

async function loadStudent(db: Database, profileToken: string) {
  const [student] = await db
    .select({
      studentId: students.studentId,
      isActive: students.isActive,
      profilePictureFileId: students.profilePictureFileId,
      transcriptFileId: students.transcriptFileId,
      portfolioFileId: students.portfolioFileId,
      isTranscriptVisible: students.isTranscriptVisible,
      isPersonalInfoVisible: students.isPersonalInfoVisible,
    })
    .from(students)
    .where(eq(students.profileToken, profileToken))
    .limit(1);
  return student;
}
type StudentFiles = NonNullable<Awaited<ReturnType<typeof loadStudent>>>;

function fileIdOf(student: StudentFiles, kind: StudentFileKind): number | null {
  if (kind === 'profile-picture') return student.profilePictureFileId;
  if (kind === 'transcript') return student.transcriptFileId;
  return student.portfolioFileId;
}

/** The flag that hides a file from others: the picture is personal information, the transcript has its own flag, the portfolio none. */
function isVisibleToOthers(student: StudentFiles, kind: StudentFileKind): boolean {
  if (kind === 'profile-picture') return student.isPersonalInfoVisible;
  if (kind === 'transcript') return student.isTranscriptVisible;
  return true;
}

/**
 * GET /api/common/files/student/{profile-picture|transcript|portfolio}/{profileToken}. The same rule as the
 * profile by token (docs/students.md): admins see every file; the student sees their own; a company user
 * sees an active student's file when the student's flag allows; anything else is a 404, so tokens cannot be probed.
 */
export async function serveStudentFile(ctx: Context & { request: Request }, kind: StudentFileKind, profileToken: string): Promise<Response> {
  const student = await loadStudent(ctx.db, profileToken);
  const fileId = student ? fileIdOf(student, kind) : null;
  if (!student || fileId === null) throw new NotFoundError('File not found');
  const isOwner = ctx.actor.role === 'student' && ctx.actor.studentId === student.studentId;
  const isAllowed =
    ctx.actor.role === 'admin' || isOwner || (ctx.actor.role === 'company_user' && student.isActive && isVisibleToOthers(student, kind));
  if (!isAllowed) throw new NotFoundError('File not found');
  return redirectToFile(ctx.request, fileId, ctx.now);
}

/**
 * GET /api/public/files/student/profile-picture/{clientId}/{profileToken}: the picture a registered OAuth
 * client may show beside the profile it read; served when the client exists and the student is active
 * and shows personal information. The link is public like the client's own use of it (an <img> tag).
 */
export async function serveStudentPictureToClient(ctx: { db: Database; now: Date; request: Request }, clientId: string, profileToken: string): Promise<Response> {
  const [client] = await ctx.db.select({ clientId: oauthClients.clientId }).from(oauthClients).where(eq(oauthClients.clientId, clientId)).limit(1);
  if (!client) throw new NotFoundError('File not found');
  const student = await loadStudent(ctx.db, profileToken);
  if (!student || student.profilePictureFileId === null || !student.isActive || !student.isPersonalInfoVisible) throw new NotFoundError('File not found');
  return redirectToFile(ctx.request, student.profilePictureFileId, ctx.now);
}
