// POST /api/notifications/unsubscribe – switch e-mail off for the kind a signed unsubscribe link names, no login needed (RFC 8058 one-click)
import { unsubscribedAnswer } from '@/lib/notifications';
import { methodsNotAllowed, route } from '@/server/http';
import { unsubscribeByToken, unsubscribeByTokenQuery } from '@/server/notifications';

// Mail clients post `List-Unsubscribe=One-Click` as a form; the signed token in the query is all that counts.
export const POST = route({ auth: 'public', query: unsubscribeByTokenQuery, response: unsubscribedAnswer }, async ({ ctx, query }) =>
  unsubscribeByToken({ ctx, token: query.token }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
