import { env } from '@/env';
import { ForbiddenError } from '@/server/errors';

/**
 * A cookie-authenticated write must come from the portal's own pages. Browsers send Origin on every
 * cross-origin write and Sec-Fetch-Site on modern ones; a request with neither is not from a browser
 * page and carries no ambient-credential risk.
 */
export function assertSameOrigin(request: Request): void {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw new ForbiddenError('Cross-site request refused');

  const origin = request.headers.get('origin');
  if (!origin) return;
  const allowed = new Set<string>([new URL(request.url).origin]);
  const appUrl = env().APP_URL;
  if (appUrl) allowed.add(new URL(appUrl).origin);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (host) {
    const protocol = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
    allowed.add(`${protocol}://${host}`);
  }
  if (!allowed.has(origin)) throw new ForbiddenError('Cross-site request refused');
}
