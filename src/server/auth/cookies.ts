import { isSecureRequest } from '@/lib/secure-transport';

export const LOGIN_SESSION_COOKIE = 'portal_session';
/** Binds a sign-in redirect's code to the browser that started the sign-in (login CSRF defence). */
export const LOGIN_FLOW_COOKIE = 'portal_login_flow';
/** Marks a browser that signed in with a password before (sign-in-devices.ts); it outlives logins and logouts. */
export const SIGN_IN_DEVICE_COOKIE = 'portal_device';

/** What the cookie helpers need to know of a request: a Request, or a server component's headers. */
export type CookieRequest = { url?: string; headers: Headers };

/**
 * The name a portal cookie has on this request. Over https it carries the `__Host-` prefix: the browser
 * then only accepts it Secure, for Path=/ and without Domain, so no sibling (sub)domain can set or shadow it.
 */
export function cookieName(request: CookieRequest, name: string): string {
  return isSecureRequest(request) ? `__Host-${name}` : name;
}

export function serializeCookie(request: CookieRequest, name: string, value: string, maxAgeSeconds: number): string {
  const isSecure = isSecureRequest(request);
  const parts = [`${isSecure ? `__Host-${name}` : name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (isSecure) parts.push('Secure');
  return parts.join('; ');
}

export function clearCookie(request: CookieRequest, name: string): string {
  return serializeCookie(request, name, '', 0);
}

/** The portal cookie `name` of this request, under the name it has there (see cookieName). */
export function readRequestCookie(request: CookieRequest, name: string): string | undefined {
  return readCookie(request.headers.get('cookie'), cookieName(request, name));
}

/**
 * One cookie of a Cookie header. A name sent twice (say one set by a sibling domain for the parent
 * domain) is ambiguous, and the browser's order proves nothing about which is ours: it reads as absent.
 */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  let found: string | undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    if (found !== undefined) return undefined;
    found = part.slice(separator + 1).trim();
  }
  return found;
}
