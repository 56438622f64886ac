import { isLocale, LOCALE_COOKIE, negotiateLocale, type Locale } from '@/i18n/locales';
import type { Context } from '@/server/context';

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The language of a download (an export, a PDF): the language of the person who asks, as the pages choose it
 * (docs/languages.md): their choice (the `portal_locale` cookie), else their browser's `Accept-Language`, else Thai.
 * Thai when there is no request (a test calling the verb, a worker). The route's context carries the request.
 */
export function downloadLocale(ctx: Context | { request?: Request }): Locale {
  const request = (ctx as { request?: Request }).request;
  if (!request) return 'th';
  const cookie = cookieOf(request, LOCALE_COOKIE);
  return isLocale(cookie) ? cookie : negotiateLocale(request.headers.get('accept-language'));
}
