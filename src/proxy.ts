import { NextResponse, type NextRequest } from 'next/server';

import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_QUERY } from '@/i18n/locales';
import { loginPath, PORTAL_PATH_HEADER, safeNextPath } from '@/lib/next-path';
import { publicUrl } from '@/lib/public-origin';
import { STRICT_TRANSPORT_SECURITY, shouldSendStrictTransportSecurity } from '@/lib/secure-transport';

// Kept in step with LOGIN_SESSION_COOKIE; the proxy stays free of server imports so it loads fast.
const LOGIN_SESSION_COOKIE = 'portal_session';

/** Pages anyone may open without a login (SPEC §2): the sign-in page, the OAuth consent screen, the OAuth server metadata (RFC 8414), a mail's unsubscribe link and an e-mail verification link, a mentor's evaluation link (docs/evaluations.md). */
const PUBLIC_PAGE_PREFIXES = [
  '/login',
  '/oauth/authorize',
  '/.well-known/oauth-authorization-server',
  '/unsubscribe',
  '/verify-email',
  '/evaluate',
];

/**
 * Runs before every page: gives it a Content-Security-Policy with a fresh nonce, and sends a visitor
 * with no login cookie to the sign-in page with `?next=` the page they asked for. Whether the cookie is
 * valid, and whether the role may see the page, is decided by the server components, which read the
 * database (and send a stale login to the sign-in page the same way, reading PORTAL_PATH_HEADER).
 * A URL with a `code` query parameter is the sign-in completion screen whatever its path (SPEC §2).
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams, search } = request.nextUrl;
  const chosenLocale = searchParams.get(LOCALE_QUERY);
  if (chosenLocale !== null) return rememberLocale(request, chosenLocale);
  const isPublicPage = PUBLIC_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  // The sign-in completion screen is shown before any login exists.
  const isSignInCompletion = searchParams.has('code');
  if (!isPublicPage && !isSignInCompletion && !hasLoginCookie(request)) {
    return NextResponse.redirect(publicUrl(loginPath(`${pathname}${search}`), request));
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const contentSecurityPolicy = buildContentSecurityPolicy(nonce);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  // Next.js reads the nonce from this request header and puts it on its own scripts.
  requestHeaders.set('Content-Security-Policy', contentSecurityPolicy);
  requestHeaders.set(PORTAL_PATH_HEADER, `${pathname}${search}`);
  // The completion screen lives at `/`: any other path with a code shows it there, and comes back to itself after.
  const completion = isSignInCompletion && pathname !== '/' ? completionUrl(request) : null;
  const response = completion
    ? NextResponse.rewrite(completion, { request: { headers: requestHeaders } })
    : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', contentSecurityPolicy);
  // Pages are where a browser first meets the portal, so they are where it learns to use https only.
  if (shouldSendStrictTransportSecurity(request)) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return response;
}

/**
 * The language switch (`?lang=th`): keeps a known language in the cookie for a year and opens the same address
 * without the parameter (an unknown one is dropped), so the address a reader shares or bookmarks carries no choice.
 */
function rememberLocale(request: NextRequest, chosen: string): NextResponse {
  const target = request.nextUrl.clone();
  target.searchParams.delete(LOCALE_QUERY);
  const response = NextResponse.redirect(publicUrl(`${target.pathname}${target.search}`, request), 303);
  if (isLocale(chosen)) {
    response.cookies.set(LOCALE_COOKIE, chosen, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  return response;
}

/** `/?code&state&next`, next being the URL asked for without the sign-in's own parameters. */
function completionUrl(request: NextRequest): URL {
  const { pathname, searchParams } = request.nextUrl;
  const rest = new URLSearchParams(searchParams);
  for (const name of ['code', 'state', 'next']) rest.delete(name);
  const asked = `${pathname}${rest.size > 0 ? `?${rest}` : ''}`;
  const target = new URL('/', request.url);
  target.searchParams.set('code', searchParams.get('code') ?? '');
  const state = searchParams.get('state');
  if (state !== null) target.searchParams.set('state', state);
  target.searchParams.set('next', safeNextPath(searchParams.get('next') ?? asked));
  return target;
}

/** Either name (plain, or `__Host-` over https): whether the cookie is the right one and valid is the server components' call. */
function hasLoginCookie(request: NextRequest): boolean {
  return request.cookies.has(LOGIN_SESSION_COOKIE) || request.cookies.has(`__Host-${LOGIN_SESSION_COOKIE}`);
}

function buildContentSecurityPolicy(nonce: string): string {
  const isDevelopment = process.env.NODE_ENV === 'development';
  return [
    "default-src 'self'",
    // React's development build evaluates code for its debugging aids; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDevelopment ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${isDevelopment ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    // No form-action: the OAuth consent form's answer is a redirect to the client, which form-action would block.
  ].join('; ');
}

export const config = {
  // Not the API, nor /metrics (an operations endpoint with its own access check, src/app/metrics/route.ts), nor static files.
  matcher: [
    {
      source: '/((?!api|metrics$|_next/static|_next/image|favicon.ico|icon.svg|.*\\.(?:svg|png|jpg|jpeg|gif|webp|woff2?)$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
