// GET /api/auth/devlogin?role (secret in the x-dev-login-secret header, or ?secret= outside production) – signs in as the
// demo account of a role; exists only when DEV_LOGIN_SECRET is set, and never in production (docs/decisions.md)
import { me } from '@/lib/auth';
import {
  LOGIN_SESSION_COOKIE,
  devLogin,
  devLoginQuery,
  isDevLoginEnabled,
  offeredDevLoginSecret,
  serializeCookie,
  toMe,
} from '@/server/auth';
import { countLogin } from '@/server/metrics';
import { clientAddressOf, jsonWithCookies, methodsNotAllowed, route } from '@/server/http';

export const GET = route(
  {
    auth: 'public',
    isAvailable: isDevLoginEnabled,
    query: devLoginQuery,
    response: me,
  },
  async ({ ctx, query }) => {
    const secret = offeredDevLoginSecret(ctx.request, query.secret);
    const { token, maxAgeSeconds, actor } = await countLogin(
      'dev',
      devLogin({
        ctx,
        input: { role: query.role, secret, clientAddress: clientAddressOf(ctx.request) },
      }),
    );
    return jsonWithCookies(toMe(actor), [serializeCookie(ctx.request, LOGIN_SESSION_COOKIE, token, maxAgeSeconds)]);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
