// POST /api/auth/signin – the built-in sign-in: checks username and password, answers where the browser goes to complete it (/?code=…, with &next= the portal path to open afterwards)
import { z } from 'zod';
import { signInAnswer } from '@/lib/auth';
import { HOME_PATH, safeNextPath } from '@/lib/next-path';
import {
  LOGIN_FLOW_COOKIE,
  SIGN_IN_DEVICE_COOKIE,
  SIGN_IN_DEVICE_SECONDS,
  createRandomToken,
  readRequestCookie,
  serializeCookie,
  signInWithPassword,
} from '@/server/auth';
import { countLogin } from '@/server/metrics';
import { clientAddressOf, jsonWithCookies, methodsNotAllowed, route } from '@/server/http';

const LOGIN_FLOW_SECONDS = 10 * 60;

export const POST = route(
  {
    auth: 'public',
    // next: where the person was going (`/login?next=`); anything but a portal path becomes `/` (safeNextPath).
    body: z.object({
      username: z.string().trim().min(1).max(200),
      password: z.string().min(1).max(200),
      next: z.string().max(2048).optional(),
    }),
    response: signInAnswer,
  },
  async ({ ctx, body }) => {
    const browserBinding = createRandomToken();
    const { username, password } = body;
    const { code, deviceToken } = await countLogin(
      'password',
      signInWithPassword({
        ctx,
        input: {
          username,
          password,
          clientAddress: clientAddressOf(ctx.request),
          deviceToken: readRequestCookie(ctx.request, SIGN_IN_DEVICE_COOKIE),
          browserBinding,
        },
      }),
    );
    const next = safeNextPath(body.next);
    const redirectTo = `/?code=${encodeURIComponent(code)}${next === HOME_PATH ? '' : `&next=${encodeURIComponent(next)}`}`;
    return jsonWithCookies({ redirectTo }, [
      serializeCookie(ctx.request, LOGIN_FLOW_COOKIE, browserBinding, LOGIN_FLOW_SECONDS),
      serializeCookie(ctx.request, SIGN_IN_DEVICE_COOKIE, deviceToken, SIGN_IN_DEVICE_SECONDS),
    ]);
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
