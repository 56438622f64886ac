import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { FileStorage } from './storage';
import { assertSafeKey } from './storage-key';

/** Files on the local disk under FILES_DIR (default `.data/files`): the default for development and tests. */
export class LocalStorage implements FileStorage {
  readonly kind = 'local';
  private readonly root: string;

  constructor(directory: string) {
    this.root = path.resolve(directory);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside and renamed, so a crash never leaves half a file under the real key.
    const temporary = `${target}.${randomUUID()}.partial`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  async read(key: string): Promise<ReadableStream<Uint8Array> | null> {
    const target = this.pathOf(key);
    try {
      await stat(target);
    } catch {
      return null;
    }
    return Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
