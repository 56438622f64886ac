// Whether a request reached the portal over https, shared by the cookies (src/server/auth/cookies.ts) and
// the page proxy (src/proxy.ts, which stays free of server imports): it reads process.env directly.

/** Two years, subdomains included: the value HSTS preload lists ask for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * https when the portal's public address is https (APP_URL), when the request URL is https (Next.js
 * builds it from the socket, or from X-Forwarded-Proto), or, behind a proxy we are told to trust
 * (TRUST_PROXY=true), when that proxy says so in X-Forwarded-Proto. A client that forges the header
 * only changes the cookies of its own answer.
 */
export function isSecureRequest(request: { url?: string; headers: Headers }): boolean {
  if ((process.env.APP_URL ?? '').trim().startsWith('https://')) return true;
  if (request.url?.startsWith('https://')) return true;
  if (process.env.TRUST_PROXY !== 'true') return false;
  return request.headers.get('x-forwarded-proto')?.split(',')[0].trim().toLowerCase() === 'https';
}

/** Answers carry HSTS in production when served over https; never in development, where it would pin localhost to https. */
export function shouldSendStrictTransportSecurity(request: { url?: string; headers: Headers }): boolean {
  return process.env.NODE_ENV === 'production' && isSecureRequest(request);
}
