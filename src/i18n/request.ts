import { getRequestConfig } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { PORTAL_PATH_HEADER } from '@/lib/next-path';
import { CATALOGUES } from './catalogues';
import { LOCALE_COOKIE, pageLocaleOf, type Locale } from './locales';

/** The language of the page being rendered (src/i18n/locales.ts): the proxy passes its path. */
export async function requestPageLocale(): Promise<Locale> {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  return pageLocaleOf({
    path: headerList.get(PORTAL_PATH_HEADER),
    cookie: cookieStore.get(LOCALE_COOKIE)?.value,
    acceptLanguage: headerList.get('accept-language'),
  });
}

// next-intl's request configuration: server components translate on the server with the page's language and the
// portal's time zone; client components get only the messages their page hands them.
export default getRequestConfig(async () => {
  const locale = await requestPageLocale();
  return {
    locale,
    timeZone: 'Asia/Bangkok',
    messages: CATALOGUES[locale],
  };
});
