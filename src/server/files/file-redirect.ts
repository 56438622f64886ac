import { publicUrl } from '@/lib/public-origin';
import { encodeFileShare, type FileShare } from './file-share';
import { fileUrlExpiringAt } from './signed-file-url';

/** Rounding step of a redirect's link expiry; a link lives one to two steps. */
const LINK_STEP_SECONDS = 5 * 60;

/**
 * The 301 the spec names, to a signed link of the file. The link's expiry is rounded up to the next
 * five minutes plus five, so every redirect within five minutes points at the same URL and the browser
 * caches the picture, yet a link handed out lives 5–10 minutes, not hours. The redirect itself is not
 * cached, because visibility and the file can change at any time.
 *
 * `share` is given when the viewer is neither the file's owner nor an admin: the link then carries it
 * and is checked again when used (the owner still active, the file still attached and visible).
 */
export function redirectToFile({
  request,
  fileId,
  now,
  share,
}: {
  request: Request;
  fileId: number;
  now: Date;
  share?: FileShare;
}): Response {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const expires = (Math.floor(nowSeconds / LINK_STEP_SECONDS) + 2) * LINK_STEP_SECONDS;
  const location = publicUrl(fileUrlExpiringAt(fileId, expires, share ? encodeFileShare(share) : undefined), request);
  return new Response(null, { status: 301, headers: { location: location.toString(), 'cache-control': 'no-store' } });
}
