import { LOCALE_COOKIE, pageLocaleOf, type Locale } from '@/i18n/locales';
import type { Context } from '@/server/context';

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The language of a download (an export, a PDF): the language of the page it was asked from (the Referer, a GET of
 * the browser's own origin), as that page speaks it: the reader's choice, else the browser's, on a translated page;
 * Thai on every other page and when there is no request (a test, a worker). docs/languages.md.
 */
export function downloadLocale(ctx: Context | { request?: Request }): Locale {
  const request = (ctx as { request?: Request }).request;
  if (!request) return 'th';
  const referer = request.headers.get('referer');
  let path: string | null = null;
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === new URL(request.url).origin) path = from.pathname;
    } catch {
      path = null;
    }
  }
  return pageLocaleOf({ path, cookie: cookieOf(request, LOCALE_COOKIE), acceptLanguage: request.headers.get('accept-language') });
}
