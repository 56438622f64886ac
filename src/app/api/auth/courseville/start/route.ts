// GET /api/auth/courseville/start – 302 to the course platform's sign-in, with a state bound to this browser
import { LOGIN_FLOW_COOKIE, coursevilleAuthorizeUrl, createRandomToken, serializeCookie } from '@/server/auth';
import { methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: 'public' }, async ({ ctx }) => {
  const state = createRandomToken();
  const response = new Response(null, { status: 302, headers: { location: coursevilleAuthorizeUrl(state) } });
  response.headers.append('set-cookie', serializeCookie(ctx.request, LOGIN_FLOW_COOKIE, state, 10 * 60));
  return response;
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
