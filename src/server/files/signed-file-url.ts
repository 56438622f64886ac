import { sign } from './signing';

/** Long enough to follow a redirect and download a report; short enough that a leaked link soon dies. */
export const DEFAULT_DOWNLOAD_SECONDS = 5 * 60;

/**
 * A short-lived link the browser can GET: `/api/files/{fileId}?expires=…&signature=…`. It is relative to the
 * portal's origin; a route that redirects to it resolves it against the public origin (publicUrl, APP_URL).
 */
export async function signedFileUrl({
  fileId,
  expiresInSeconds = DEFAULT_DOWNLOAD_SECONDS,
  now = new Date(),
}: {
  fileId: number;
  expiresInSeconds?: number;
  now?: Date;
}): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + expiresInSeconds;
  return fileUrlExpiringAt(fileId, expires);
}

/** The signature covers the share too, so a shared link cannot be turned into an unchecked one by dropping it. */
export function downloadSubject(fileId: number, share: string | null | undefined): string | number {
  return share ? `${fileId}:${share}` : fileId;
}

export function fileUrlExpiringAt(fileId: number, expiresAtSeconds: number, share?: string): string {
  const query = new URLSearchParams({
    expires: String(expiresAtSeconds),
    signature: sign('download', downloadSubject(fileId, share), expiresAtSeconds),
  });
  if (share) query.set('share', share);
  return `/api/files/${fileId}?${query}`;
}
