import { BlobNotFoundError, del, head, put } from '@vercel/blob';
import type { FileStorage } from './storage';
import { assertSafeKey } from './storage-key';

/**
 * Files in Vercel Blob (production, when BLOB_READ_WRITE_TOKEN is set). Blobs are stored under the
 * portal's own key with no random suffix, so the database needs only the key; they are read back through
 * the portal (never linked directly), so private access works and every read passes the portal's rules.
 */
export class BlobStorage implements FileStorage {
  readonly kind = 'blob';

  constructor(
    private readonly token: string,
    private readonly access: 'private' | 'public',
  ) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertSafeKey(key);
    await put(key, Buffer.from(bytes), {
      access: this.access as 'public',
      token: this.token,
      contentType,
      addRandomSuffix: false,
      allowOverwrite: true,
    });
  }

  async read(key: string): Promise<ReadableStream<Uint8Array> | null> {
    assertSafeKey(key);
    let url: string;
    try {
      url = (await head(key, { token: this.token })).url;
    } catch (error) {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    }
    // A private blob needs the token; a public one ignores it.
    const response = await fetch(url, { headers: { authorization: `Bearer ${this.token}` } });
    if (response.status === 404) return null;
    if (!response.ok || !response.body) throw new Error(`Blob read failed with ${response.status}`);
    return response.body;
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await del(key, { token: this.token });
  }
}
