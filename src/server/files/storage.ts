import { env } from '@/env';
import { BlobStorage } from './blob-storage';
import { LocalStorage } from './local-storage';

/** Where file bytes live. Keys are `<folder>/<uuid>`; the database row (files) holds name, type and size. */
export type FileStorage = {
  readonly kind: 'local' | 'blob';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes as a stream, or null when the key holds nothing. */
  read(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Removing a missing key is not an error: clean-up may run twice. */
  remove(key: string): Promise<void>;
};

/** Chosen per call from the environment, so tests can switch between the two. */
export function fileStorage(): FileStorage {
  const environment = env();
  if (environment.BLOB_READ_WRITE_TOKEN) return new BlobStorage(environment.BLOB_READ_WRITE_TOKEN, environment.BLOB_ACCESS ?? 'private');
  return new LocalStorage(environment.FILES_DIR);
}
