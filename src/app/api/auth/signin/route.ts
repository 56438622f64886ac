// POST /api/auth/signin – the built-in sign-in: checks username and password, answers where the browser goes to complete it (/?code=…)
import { z } from 'zod';
import { LOGIN_FLOW_COOKIE, createRandomToken, serializeCookie, signInWithPassword } from '@/server/auth';
import { clientAddressOf, isClientAddressTrusted, jsonWithCookies, methodsNotAllowed, route } from '@/server/http';

const LOGIN_FLOW_SECONDS = 10 * 60;

export const POST = route(
  { auth: 'public', body: z.object({ username: z.string().trim().min(1).max(200), password: z.string().min(1).max(200) }) },
  async ({ ctx, body }) => {
    const browserBinding = createRandomToken();
    const clientAddress = clientAddressOf(ctx.request);
    const { code } = await signInWithPassword(ctx, { ...body, clientAddress, isClientAddressTrusted: isClientAddressTrusted(), browserBinding });
    return jsonWithCookies({ redirectTo: `/?code=${encodeURIComponent(code)}` }, [serializeCookie(ctx.request, LOGIN_FLOW_COOKIE, browserBinding, LOGIN_FLOW_SECONDS)]);
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
