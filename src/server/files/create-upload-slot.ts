import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { uploadSlots } from '@/db/schema';
import type { UploadSlot } from '@/lib/files';
import type { Context } from '@/server/context';
import { ForbiddenError } from '@/server/errors';
import { CONTENT_TYPE_OF_KIND, UPLOAD_RULES } from './file-types';
import { sign } from './signing';
import { newStorageKey } from './storage-key';
import { uploadOwnerOf } from './upload-owner';
import type { UploadTypeInput } from './upload-type-body';

/** Ten minutes: time enough to pick a file and send 4 MB on a slow line, short enough to be worthless if leaked. */
export const UPLOAD_SLOT_SECONDS = 10 * 60;

/**
 * POST /api/{student|company|admin}/upload {type}: a signed, short-lived slot for one file of that type.
 * The slot lives in the database so any instance can accept the post (ARCHITECTURE: scale-out).
 */
export async function createUploadSlot({ ctx, input }: { ctx: Context; input: UploadTypeInput }): Promise<UploadSlot> {
  const { type } = input;
  const rule = UPLOAD_RULES[type];
  if (!rule.roles.includes(ctx.actor.role)) throw new ForbiddenError(`Upload type ${type} is not allowed for your role`);
  const platformUid = uploadOwnerOf(ctx.actor);
  const slotId = randomUUID();
  const expiresAtSeconds = Math.floor(ctx.now.getTime() / 1000) + UPLOAD_SLOT_SECONDS;

  await ctx.db.transaction(async (tx) => {
    // Unused slots of this person that already expired are dead weight; clearing them here keeps the table small without a job.
    await tx
      .delete(uploadSlots)
      .where(and(eq(uploadSlots.platformUid, platformUid), isNull(uploadSlots.uploadedFileId), lt(uploadSlots.expiresAt, ctx.now)));
    await tx.insert(uploadSlots).values({
      slotId,
      type,
      platformUid,
      storageKey: newStorageKey(type),
      maxSizeBytes: rule.maxSizeBytes,
      expiresAt: new Date(expiresAtSeconds * 1000),
      createdAt: ctx.now,
    });
  });

  return {
    url: `/api/files/upload/${slotId}`,
    contentType: rule.kinds.map((kind) => CONTENT_TYPE_OF_KIND[kind]).join(','),
    maxSizeByte: rule.maxSizeBytes,
    fields: { expires: String(expiresAtSeconds), signature: sign('upload', slotId, expiresAtSeconds) },
  };
}
