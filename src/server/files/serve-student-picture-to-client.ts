import { eq } from 'drizzle-orm';
import { oauthClients } from '@/db/schema';
import type { SystemContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { redirectToFile } from './file-redirect';
import { findStudentFileOwner } from './file-share';

/**
 * GET /api/public/files/student/profile-picture/{clientId}/{profileToken}: the picture a registered OAuth
 * client may show beside the profile it read; served when the client exists and the student is active
 * and shows personal information. The link is public like the client's own use of it (an <img> tag).
 */
export async function serveStudentPictureToClient({
  ctx,
  clientId,
  profileToken,
}: {
  ctx: SystemContext & { request: Request };
  clientId: string;
  profileToken: string;
}): Promise<Response> {
  const [client] = await ctx.db
    .select({ clientId: oauthClients.clientId })
    .from(oauthClients)
    .where(eq(oauthClients.clientId, clientId))
    .limit(1);
  if (!client) throw new NotFoundError('File not found');
  const student = await findStudentFileOwner({ db: ctx.db, profileToken });
  if (!student || student.profilePictureFileId === null || !student.isActive || !student.isPersonalInfoVisible)
    throw new NotFoundError('File not found');
  return redirectToFile({
    request: ctx.request,
    fileId: student.profilePictureFileId,
    now: ctx.now,
    share: { owner: 'student', profileToken, kind: 'profile-picture' },
  });
}
