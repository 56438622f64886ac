// The portal's languages and how a request's language is chosen (docs/languages.md). Free of server imports: the proxy
// (src/proxy.ts) reads it too.

export const LOCALES = ['th', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'th';

/** The reader's choice, made with the language switch (`?lang=`); a year, on every path. */
export const LOCALE_COOKIE = 'portal_locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The query parameter of the language switch: the proxy stores it in LOCALE_COOKIE and drops it from the address. */
export const LOCALE_QUERY = 'lang';

/**
 * The pages that speak the reader's language: a path and everything under it, or a pattern of whole paths. Every other
 * page is Thai whatever the choice, and says so on `<html lang>`, so a screen reader never reads Thai text with
 * English rules.
 */
export const TRANSLATED_PAGE_PATHS: (string | RegExp)[] = [
  '/login',
  // Everyone's home, notices, profile and logins; the links of e-mails.
  /^\/$/,
  '/notifications',
  '/profile',
  '/login-sessions',
  '/unsubscribe',
  '/verify-email',
  // The student's openings, ranking and bookmarks (the company's and admin's opening screens too).
  '/opening',
  '/ranking',
  '/favorite',
  // The company's applicants, ranking, result and interview times; the admin's company pages; the company browser.
  /^\/applicant$/,
  /^\/applicant\/\d+\/session\/\d+(\/(ranking|result|interviews))?$/,
  /^\/company$/,
  /^\/company\/\d+$/,
  /^\/company\/profile(\/.*)?$/,
  '/companies',
  // The admin's students and OAuth screens, the consent screen.
  '/student',
  '/oauth-provider',
  '/oauth',
  // The term around the match: interviews, offers, placements, agreements, evaluations, announcements.
  '/interviews',
  '/offers',
  '/company/offers',
  /^\/session\/\d+\/offer-phase$/,
  '/placement',
  '/company/placements',
  '/evaluate',
  /^\/session\/\d+\/(placements|evaluations|agreements|announcements)(\/.*)?$/,
  // The admin's session groups, sessions, matching, reports, settings and audit log.
  '/session-group',
  /^\/session\/\d+$/,
  /^\/session\/\d+\/\d+\/matching$/,
  '/admin',
  '/report',
  '/config',
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 §12.5.4): the highest weight wins, then the
 * earlier entry; `en-US` counts as `en`, `*` as Thai, a weight of 0 refuses. Thai when nothing matches.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  let best: { locale: Locale; weight: number } | null = null;
  for (const entry of (acceptLanguage ?? '').split(',')) {
    const [range, ...parameters] = entry.trim().split(';');
    const tag = range.trim().toLowerCase();
    if (!tag) continue;
    const weightText = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = weightText === undefined ? 1 : Number(weightText.slice(2));
    if (!Number.isFinite(weight) || weight <= 0) continue;
    const primary = tag === '*' ? DEFAULT_LOCALE : tag.split('-')[0];
    if (!isLocale(primary)) continue;
    if (!best || weight > best.weight) best = { locale: primary, weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** Whether a page path (`/login?next=…`) speaks the reader's language. */
export function isTranslatedPage(path: string | null | undefined): boolean {
  const pathname = (path ?? '').split('?')[0];
  return TRANSLATED_PAGE_PATHS.some((page) =>
    typeof page === 'string' ? pathname === page || pathname.startsWith(`${page}/`) : page.test(pathname),
  );
}

/** The language a page renders in: the reader's choice (else their browser's) on a translated page, Thai elsewhere. */
export function pageLocaleOf({
  path,
  cookie,
  acceptLanguage,
}: {
  path: string | null | undefined;
  cookie: string | undefined;
  acceptLanguage: string | null | undefined;
}): Locale {
  if (!isTranslatedPage(path)) return DEFAULT_LOCALE;
  return isLocale(cookie) ? cookie : negotiateLocale(acceptLanguage);
}
