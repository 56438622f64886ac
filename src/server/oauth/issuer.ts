import { env } from '@/env';

/**
 * The authorization server's issuer identifier (RFC 8414 §2): APP_URL when the portal is told its
 * public address, otherwise the origin the request came to (local runs and tests).
 */
export function issuerOf(request: Request): string {
  const appUrl = env().APP_URL;
  return appUrl ? new URL(appUrl).origin : new URL(request.url).origin;
}
