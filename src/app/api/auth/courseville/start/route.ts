// GET /api/auth/courseville/start – 302 to the course platform's sign-in, with a state bound to this browser (and carrying ?next=, the portal path to open afterwards)
import { z } from 'zod';
import { stateWithNextPath } from '@/lib/next-path';
import { LOGIN_FLOW_COOKIE, coursevilleAuthorizeUrl, createRandomToken, serializeCookie } from '@/server/auth';
import { methodsNotAllowed, redirectAnswer, route } from '@/server/http';

// A next that is no portal path is not refused, only dropped (safeNextPath): the sign-in still works.
const query = z.object({ next: z.string().max(2048).optional() });

export const GET = route({ auth: 'public', query, response: redirectAnswer }, async ({ ctx, query }) => {
  // The platform sends back only code and state, so next rides in the state (nextPathFromState reads it back).
  const state = stateWithNextPath(createRandomToken(), query.next);
  const response = new Response(null, { status: 302, headers: { location: coursevilleAuthorizeUrl(state) } });
  response.headers.append('set-cookie', serializeCookie(ctx.request, LOGIN_FLOW_COOKIE, state, 10 * 60));
  return response;
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
