import { fileUrlExpiringAt } from './signed-file-url';

const HOUR_SECONDS = 60 * 60;

/**
 * The 301 the spec names, to a signed link of the file. The link's expiry is rounded up to the next full
 * hour plus one, so every redirect within an hour points at the same URL and the browser caches the
 * picture; the redirect itself is not cached, because visibility and the file can change at any time.
 */
export function redirectToFile(request: Request, fileId: number, now: Date): Response {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const expires = (Math.floor(nowSeconds / HOUR_SECONDS) + 2) * HOUR_SECONDS;
  const location = new URL(fileUrlExpiringAt(fileId, expires), request.url);
  return new Response(null, { status: 301, headers: { location: location.toString(), 'cache-control': 'no-store' } });
}
