// POST /api/auth/logout – ends this login session and clears its cookie
import { messageAnswer } from '@/lib/contract';
import { LOGIN_SESSION_COOKIE, clearCookie, deleteLoginSession } from '@/server/auth';
import { jsonWithCookies, methodsNotAllowed, route, SIGNED_IN } from '@/server/http';

export const POST = route({ auth: SIGNED_IN, response: messageAnswer }, async ({ ctx }) => {
  await deleteLoginSession({ db: ctx.db, loginSessionId: ctx.actor.loginSessionId });
  return jsonWithCookies({ message: 'Logged out' }, [clearCookie(ctx.request, LOGIN_SESSION_COOKIE)]);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
