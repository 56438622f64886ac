import { isSecureRequest } from '@/lib/secure-transport';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from './locales';

/**
 * The Set-Cookie of the reader's language, as the proxy's language switch sets it (src/proxy.ts): readable by the
 * page's script (it holds no secret), a year, every path.
 */
export function localeCookie({ request, locale }: { request: { url?: string; headers: Headers }; locale: Locale }): string {
  const parts = [`${LOCALE_COOKIE}=${locale}`, 'Path=/', `Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (isSecureRequest(request)) parts.push('Secure');
  return parts.join('; ');
}
