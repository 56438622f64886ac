// GET /api/line/link/callback – LINE Login's redirect back: the code exchanged and the ID token verified, the LINE account linked, 302 to /profile with the outcome (?line=linked|taken|failed)
import { clearCookie, readRequestCookie } from '@/server/auth';
import { AppError } from '@/server/errors';
import { methodsNotAllowed, redirectAnswer, route } from '@/server/http';
import { LINE_LINK_COOKIE, completeLineLink, lineCallbackQuery } from '@/server/line';
import { portalUrl } from '@/server/notifications';

export const GET = route(
  { auth: ['student', 'company_user'], query: lineCallbackQuery, response: redirectAnswer },
  async ({ ctx, query }) => {
    let result: 'linked' | 'taken' | 'failed' = 'linked';
    try {
      await completeLineLink({ ctx, input: query, linkCookie: readRequestCookie(ctx.request, LINE_LINK_COOKIE) });
    } catch (error) {
      // Not configured stays a 404; a refusal of the link itself is told on the profile page, where the person started.
      if (!(error instanceof AppError) || error.status === 404 || error.status === 401 || error.status === 403) throw error;
      result = error.status === 409 ? 'taken' : 'failed';
    }
    const response = new Response(null, { status: 302, headers: { location: `${portalUrl()}/profile?line=${result}` } });
    response.headers.append('set-cookie', clearCookie(ctx.request, LINE_LINK_COOKIE));
    return response;
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
