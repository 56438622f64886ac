import { env } from '@/env';

export const LOGIN_SESSION_COOKIE = 'portal_session';
/** Binds a sign-in redirect's code to the browser that started the sign-in (login CSRF defence). */
export const LOGIN_FLOW_COOKIE = 'portal_login_flow';

function isSecureOrigin(): boolean {
  return (env().APP_URL ?? '').startsWith('https://');
}

export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (isSecureOrigin()) parts.push('Secure');
  return parts.join('; ');
}

export function clearCookie(name: string): string {
  return serializeCookie(name, '', 0);
}

export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
