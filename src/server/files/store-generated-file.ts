import type { Executor } from '@/db/client';
import { getDb } from '@/db/client';
import { files } from '@/db/schema';
import type { FileType } from './file-types';
import { fileStorage } from './storage';
import { newStorageKey } from './storage-key';

export type GeneratedFileInput = {
  type: FileType;
  originalName: string;
  contentType: string;
  bytes: Uint8Array;
  ownerPlatformUid: string | null;
};

/**
 * Stores a file the server produced itself (an admin report) and answers its id. The bytes are written
 * before the row, so a crash leaves at worst an orphan file, never a row pointing at nothing.
 */
export async function storeGeneratedFile({
  db = getDb(),
  input,
}: {
  db?: Executor;
  input: GeneratedFileInput;
}): Promise<{ fileId: number }> {
  const storageKey = newStorageKey(input.type);
  await fileStorage().put(storageKey, input.bytes, input.contentType);
  const [row] = await db
    .insert(files)
    .values({
      type: input.type,
      storageKey,
      originalName: input.originalName,
      contentType: input.contentType,
      sizeBytes: input.bytes.byteLength,
      ownerPlatformUid: input.ownerPlatformUid,
    })
    .returning({ fileId: files.fileId });
  return { fileId: row.fileId };
}
