// GET /api/auth/devlogin?role&secret – signs in as the demo account of a role; exists only when DEV_LOGIN_SECRET is set
import { z } from 'zod';
import { DEV_LOGIN_USERNAMES, LOGIN_SESSION_COOKIE, devLogin, isDevLoginEnabled, serializeCookie, toMe } from '@/server/auth';
import { jsonWithCookies, methodsNotAllowed, route } from '@/server/http';

const roles = Object.keys(DEV_LOGIN_USERNAMES) as [keyof typeof DEV_LOGIN_USERNAMES, ...(keyof typeof DEV_LOGIN_USERNAMES)[]];

export const GET = route(
  { auth: 'public', isAvailable: isDevLoginEnabled, query: z.object({ role: z.enum(roles), secret: z.string().min(1).max(200) }) },
  async ({ ctx, query }) => {
    const { token, maxAgeSeconds, actor } = await devLogin(ctx, query);
    return jsonWithCookies(toMe(actor), [serializeCookie(LOGIN_SESSION_COOKIE, token, maxAgeSeconds)]);
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
