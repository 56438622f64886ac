import { eq } from 'drizzle-orm';
import { files } from '@/db/schema';
import type { Context } from '@/server/context';
import { BadRequestError, ForbiddenError, NotFoundError } from '@/server/errors';
import type { UploadType } from './file-types';
import { fileStorage } from './storage';
import { uploadOwnerOf } from './upload-owner';

export type ImportFile = { fileId: number; originalName: string; text: string };

/**
 * The text of an uploaded admin CSV (STUDENT_ID_LIST_CSV, COMPANY_NAME_LIST_CSV, …) for an import that
 * names it by `fileId`. Only the uploader may use it: another admin's file answers 403 (files are not
 * shared between admins, like upload slots); a file of another type 400; an unknown file, or one whose
 * bytes are gone, 404. The bytes were checked as UTF-8 text when they were uploaded (detectKind).
 */
export async function readImportFile({
  ctx,
  fileId,
  type,
}: {
  ctx: Pick<Context, 'db' | 'actor'>;
  fileId: number;
  type: UploadType;
}): Promise<ImportFile> {
  const [file] = await ctx.db
    .select({ type: files.type, storageKey: files.storageKey, originalName: files.originalName, ownerPlatformUid: files.ownerPlatformUid })
    .from(files)
    .where(eq(files.fileId, fileId))
    .limit(1);
  if (!file) throw new NotFoundError('File not found');
  if (file.ownerPlatformUid !== uploadOwnerOf(ctx.actor)) throw new ForbiddenError('This file belongs to someone else');
  if (file.type !== type) throw new BadRequestError(`fileId: Expected a file of type ${type}, received ${file.type}`);
  const stream = await fileStorage().read(file.storageKey);
  if (!stream) throw new NotFoundError('File not found');
  const text = new TextDecoder('utf-8').decode(await new Response(stream).arrayBuffer());
  return { fileId, originalName: file.originalName, text };
}
