import { and, eq, isNull } from 'drizzle-orm';
import { files, uploadSlots } from '@/db/schema';
import type { UploadedFile } from '@/lib/files';
import type { Context } from '@/server/context';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '@/server/errors';
import { cappedBody } from '@/server/http';
import { CONTENT_TYPE_OF_KIND, UPLOAD_RULES, type UploadType } from './file-types';
import { detectKind } from './detect-kind';
import { checkSignature } from './signing';
import { fileStorage } from './storage';
import { newStorageKey } from './storage-key';
import { uploadOwnerOf } from './upload-owner';

/** Room for the multipart boundaries and the two small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const KIND_NAMES_TH = { pdf: 'PDF', png: 'PNG', jpeg: 'JPEG', webp: 'WebP', csv: 'CSV' } as const;

/** Only the last path part, without control characters, at most 200 characters: the name is shown and sent back in headers. */
function cleanName(name: string): string {
  const base =
    name
      .split(/[\\/]/)
      .at(-1)
      ?.replace(/[\u0000-\u001f\u007f]/g, '')
      .trim() ?? '';
  return base.slice(0, 200) || 'file';
}

/**
 * POST /api/files/upload/{slotId}: the local stand-in for a storage provider's signed post. The slot must
 * be the caller's own, its signature intact and unexpired, the file within the size limit and really of
 * an accepted kind (judged by its bytes). The bytes are stored first, then the row: the profile is not
 * touched until `…/upload/save`, so a crash at any point here loses nothing already attached.
 */
export async function acceptUpload({ ctx, slotId, request }: { ctx: Context; slotId: string; request: Request }): Promise<UploadedFile> {
  const [slot] = await ctx.db.select().from(uploadSlots).where(eq(uploadSlots.slotId, slotId)).limit(1);
  if (!slot) throw new NotFoundError('Upload slot not found');
  if (slot.platformUid !== uploadOwnerOf(ctx.actor)) throw new ForbiddenError('This upload slot belongs to someone else');
  const rule = UPLOAD_RULES[slot.type as UploadType];
  if (!rule) throw new NotFoundError('Upload slot not found');

  // formData() buffers the whole body, so it reads a stream cut at the limit: a declared Content-Length over it
  // is refused before reading, and a chunked body (no Content-Length) stops being read the moment it passes it.
  let isTooLarge = false;
  const capped = cappedBody(request, slot.maxSizeBytes + MULTIPART_OVERHEAD_BYTES, () => {
    isTooLarge = true;
    return tooLarge(slot.maxSizeBytes);
  });
  let form: FormData;
  try {
    form = await new Response(capped, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    if (isTooLarge) throw tooLarge(slot.maxSizeBytes);
    throw new BadRequestError('Expected multipart/form-data with expires, signature and file');
  }
  const expires = form.get('expires');
  const signature = form.get('signature');
  const check = checkSignature(
    'upload',
    slotId,
    typeof expires === 'string' ? expires : null,
    typeof signature === 'string' ? signature : null,
    ctx.now,
  );
  if (check === 'invalid') throw new ForbiddenError('Invalid upload signature');
  if (check === 'expired' || slot.expiresAt.getTime() < ctx.now.getTime()) throw new AppError(410, 'Upload slot has expired');
  if (slot.uploadedFileId !== null) throw new ConflictError('This upload slot has already been used');

  const file = form.get('file');
  if (!(file instanceof File)) throw new BadRequestError('file: Required');
  if (file.size > slot.maxSizeBytes) throw tooLarge(slot.maxSizeBytes);
  if (file.size === 0) throw new BadRequestError('file: The file is empty');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectKind(bytes);
  if (!kind || !rule.kinds.includes(kind)) {
    const expected = rule.kinds.map((accepted) => KIND_NAMES_TH[accepted]).join(', ');
    throw new AppError(415, `File type not allowed: expected ${expected}`, {
      expected: rule.kinds.map((accepted) => CONTENT_TYPE_OF_KIND[accepted]),
    });
  }

  const contentType = CONTENT_TYPE_OF_KIND[kind];
  const originalName = cleanName(file.name);
  // A key of its own per post: two racing posts to one slot must not overwrite each other's bytes.
  const storageKey = newStorageKey(slot.type);
  await fileStorage().put(storageKey, bytes, contentType);
  const fileId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({ type: slot.type, storageKey, originalName, contentType, sizeBytes: bytes.byteLength, ownerPlatformUid: slot.platformUid })
      .returning({ fileId: files.fileId });
    // The null check makes two racing posts to one slot end with one winner; the loser's transaction rolls back.
    const claimed = await tx
      .update(uploadSlots)
      .set({ uploadedFileId: row.fileId })
      .where(and(eq(uploadSlots.slotId, slotId), isNull(uploadSlots.uploadedFileId)))
      .returning({ slotId: uploadSlots.slotId });
    if (claimed.length === 0) throw new ConflictError('This upload slot has already been used');
    return row.fileId;
  });
  return { fileId, type: slot.type as UploadType, originalName, contentType, sizeBytes: bytes.byteLength };
}

function tooLarge(maxSizeBytes: number): AppError {
  return new AppError(413, `File is larger than the limit of ${maxSizeBytes} bytes`, { maxSizeByte: maxSizeBytes });
}
