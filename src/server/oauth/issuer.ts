import { env } from '@/env';

/**
 * The authorization server's issuer identifier (RFC 8414 §2): APP_URL, which production requires
 * (src/env.ts). Without it (development, tests) the origin the client asked for: the Host header, or,
 * behind a proxy we are told to trust (TRUST_PROXY=true), X-Forwarded-Host and X-Forwarded-Proto.
 * Not the request URL's origin: `next start` builds that from its own listening name (localhost),
 * so a client reaching it as 127.0.0.1 would be told an issuer that is not the one it discovered.
 */
export function issuerOf(request: Request): string {
  const settings = env();
  if (settings.APP_URL) return new URL(settings.APP_URL).origin;
  const url = new URL(request.url);
  const isProxyTrusted = settings.TRUST_PROXY === 'true';
  const forwarded = (name: string) => (isProxyTrusted ? request.headers.get(name)?.split(',')[0].trim() : undefined) || undefined;
  const protocol = forwarded('x-forwarded-proto') ?? url.protocol.replace(':', '');
  const host = forwarded('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  if (protocol !== 'http' && protocol !== 'https') return url.origin;
  try {
    const origin = new URL(`${protocol}://${host}`);
    // A Host header carrying a path, credentials or the like is not a host: fall back to the request URL.
    return origin.host === host.toLowerCase() ? origin.origin : url.origin;
  } catch {
    return url.origin;
  }
}
