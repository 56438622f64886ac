// POST /api/auth/login – completes a sign-in: exchanges the code of the /?code= redirect for a login session
import { z } from 'zod';
import { isCoursevilleConfigured } from '@/env';
import { me } from '@/lib/auth';
import {
  LOGIN_FLOW_COOKIE,
  LOGIN_SESSION_COOKIE,
  clearCookie,
  logInWithCode,
  readCookie,
  readRequestCookie,
  serializeCookie,
  toMe,
} from '@/server/auth';
import { localeCookie } from '@/i18n/locale-cookie';
import { LOCALE_COOKIE } from '@/i18n/locales';
import { countLogin } from '@/server/metrics';
import { jsonWithCookies, methodsNotAllowed, route } from '@/server/http';

export const POST = route(
  { auth: 'optional', body: z.object({ code: z.string().min(1).max(2000), state: z.string().max(2000).optional() }), response: me },
  async ({ ctx, body }) => {
    const browserBinding = readRequestCookie(ctx.request, LOGIN_FLOW_COOKIE);
    const languageChosenInThisBrowser = readCookie(ctx.request.headers.get('cookie'), LOCALE_COOKIE);
    const loggingIn = logInWithCode({ ctx, input: { ...body, browserBinding, languageChosenInThisBrowser } });
    // With the course platform this is its sign-in; otherwise the password was counted by /api/auth/signin.
    const { token, maxAgeSeconds, actor, locale } = await (isCoursevilleConfigured() ? countLogin('courseville', loggingIn) : loggingIn);
    return jsonWithCookies(toMe(actor), [
      serializeCookie(ctx.request, LOGIN_SESSION_COOKIE, token, maxAgeSeconds),
      clearCookie(ctx.request, LOGIN_FLOW_COOKIE),
      ...(locale ? [localeCookie({ request: ctx.request, locale })] : []),
    ]);
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
