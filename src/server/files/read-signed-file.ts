import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SystemContext } from '@/server/context';
import { files } from '@/db/schema';
import { contentDisposition } from '@/server/downloads';
import { AppError, ForbiddenError, NotFoundError } from '@/server/errors';
import { isFileStillShared, parseFileShare } from './file-share';
import { downloadSubject } from './signed-file-url';
import { checkSignature } from './signing';
import { fileStorage } from './storage';

export const readSignedFileQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
  share: z.string().max(300).optional(),
});

/**
 * GET /api/files/{fileId}: streams the file when the signature holds and has not expired. A link shared
 * with someone other than the owner or an admin (`share`) is checked again: once the student hides the
 * file or is disabled, or the company is disabled, it answers 404 like the 301 route would.
 */
export async function readSignedFile({
  ctx,
  fileId,
  expires,
  signature,
  share = null,
}: {
  ctx: SystemContext;
  fileId: number;
  expires: string | null;
  signature: string | null;
  share?: string | null;
}): Promise<Response> {
  const { db, now } = ctx;
  const check = checkSignature('download', downloadSubject(fileId, share), expires, signature, now);
  if (check === 'invalid') throw new ForbiddenError('Invalid file link');
  if (check === 'expired') throw new AppError(410, 'File link has expired');
  if (share !== null) {
    const parsed = parseFileShare(share);
    if (!parsed) throw new ForbiddenError('Invalid file link');
    if (!(await isFileStillShared({ db, fileId, share: parsed }))) throw new NotFoundError('File not found');
  }

  const [file] = await db.select().from(files).where(eq(files.fileId, fileId)).limit(1);
  if (!file) throw new NotFoundError('File not found');
  const stream = await fileStorage().read(file.storageKey);
  if (!stream) throw new NotFoundError('File not found');

  // Pictures and PDFs open in the browser; reports and CSVs download under their own name.
  const isInline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
  const maxAge = Math.max(0, Number(expires) - Math.floor(now.getTime() / 1000));
  return new Response(stream, {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.sizeBytes),
      'content-disposition': contentDisposition(file.originalName, isInline ? 'inline' : 'attachment'),
      'x-content-type-options': 'nosniff',
      // A stored file is never a page: an SVG logo opened on its own cannot run script on the portal's origin.
      'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
      'cache-control': `private, max-age=${maxAge}`,
    },
  });
}
