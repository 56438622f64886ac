// DELETE /api/auth/sessions/{loginSessionId} – ends one of the caller's logins (404 for anyone else's), the current one as a logout that clears its cookie
import { z } from 'zod';
import { messageAnswer } from '@/lib/contract';
import { LOGIN_SESSION_COOKIE, clearCookie, endOwnLoginSession } from '@/server/auth';
import { idParam, jsonWithCookies, methodsNotAllowed, route, SIGNED_IN } from '@/server/http';

export const DELETE = route(
  { auth: SIGNED_IN, params: z.object({ loginSessionId: idParam }), response: messageAnswer },
  async ({ ctx, params }) => {
    const answer = await endOwnLoginSession({ ctx, loginSessionId: params.loginSessionId });
    if (params.loginSessionId !== ctx.actor.loginSessionId) return answer;
    return jsonWithCookies(answer, [clearCookie(ctx.request, LOGIN_SESSION_COOKIE)]);
  },
);

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = methodsNotAllowed(['DELETE']);
