// GET /api/auth/courseville/start – 302 to the course platform's sign-in, with a state bound to this browser (and carrying ?next=, the portal path to open afterwards)
import { stateWithNextPath } from '@/lib/next-path';
import { LOGIN_FLOW_COOKIE, coursevilleAuthorizeUrl, coursevilleStartQuery, createRandomToken, serializeCookie } from '@/server/auth';
import { methodsNotAllowed, redirectAnswer, route } from '@/server/http';

export const GET = route({ auth: 'public', query: coursevilleStartQuery, response: redirectAnswer }, async ({ ctx, query }) => {
  // The platform sends back only code and state, so next rides in the state (nextPathFromState reads it back).
  const state = stateWithNextPath(createRandomToken(), query.next);
  const response = new Response(null, { status: 302, headers: { location: coursevilleAuthorizeUrl(state) } });
  response.headers.append('set-cookie', serializeCookie(ctx.request, LOGIN_FLOW_COOKIE, state, 10 * 60));
  return response;
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
