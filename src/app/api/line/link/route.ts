// GET /api/line/link – 302 to LINE Login to link the caller's LINE account (state and nonce bound to this browser and person); DELETE /api/line/link – unlink the caller's LINE account
import { messageAnswer } from '@/lib/contract';
import { serializeCookie } from '@/server/auth';
import { methodsNotAllowed, redirectAnswer, route } from '@/server/http';
import { LINE_LINK_COOKIE, LINK_STATE_SECONDS, startLineLink, unlinkLine } from '@/server/line';

const LINE_PEOPLE = ['student', 'company_user'] as const;

export const GET = route({ auth: LINE_PEOPLE, response: redirectAnswer }, async ({ ctx }) => {
  const { location, cookie } = startLineLink({ ctx });
  const response = new Response(null, { status: 302, headers: { location } });
  response.headers.append('set-cookie', serializeCookie(ctx.request, LINE_LINK_COOKIE, cookie, LINK_STATE_SECONDS));
  return response;
});

export const DELETE = route({ auth: LINE_PEOPLE, response: messageAnswer }, async ({ ctx }) => unlinkLine({ ctx }));

export const { POST, PUT, PATCH, OPTIONS } = methodsNotAllowed(['GET', 'DELETE']);
