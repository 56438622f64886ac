// Where an absolute link of the portal points, shared by the server (file redirects, exports) and the page proxy
// (src/proxy.ts, which stays free of server imports): it reads process.env directly.

/**
 * The portal's public origin: APP_URL's, which production requires (src/env.ts). The request URL's origin is
 * what `next start` hears on its own socket (`http://localhost:3000` behind a proxy), not what the browser
 * used, so it serves only development without APP_URL.
 */
export function publicOrigin(request: { url: string }): string {
  const appUrl = process.env.APP_URL?.trim();
  if (appUrl) {
    try {
      const url = new URL(appUrl);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // A malformed APP_URL stops a production server at start; in development it reads as unset.
    }
  }
  return new URL(request.url).origin;
}

/** `path` (e.g. `/api/files/1?…`) as an absolute URL on the portal's public origin. */
export function publicUrl(path: string, request: { url: string }): URL {
  return new URL(path, publicOrigin(request));
}
