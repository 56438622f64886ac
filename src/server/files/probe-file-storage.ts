import { randomUUID } from 'node:crypto';
import { fileStorage } from './storage';

/** One key per process, so two instances probing the shared storage at the same moment never touch each other's probe. */
const PROBE_KEY = `health/${randomUUID()}`;

/**
 * Whether the file storage (FILES_DIR or Vercel Blob, shared by every instance) takes a file and gives the same bytes
 * back: a small probe is written, read and removed. True when all three work; false on any failure.
 */
export async function probeFileStorage(): Promise<boolean> {
  const storage = fileStorage();
  const written = new TextEncoder().encode(PROBE_KEY);
  try {
    await storage.put(PROBE_KEY, written, 'text/plain');
    const stream = await storage.read(PROBE_KEY);
    if (!stream) return false;
    const read = new Uint8Array(await new Response(stream).arrayBuffer());
    return read.length === written.length && read.every((byte, index) => byte === written[index]);
  } catch {
    return false;
  } finally {
    await storage.remove(PROBE_KEY).catch(() => undefined);
  }
}
