// GET /api/sessions/{sessionId}/demand – each opening's live demand during the student ranking window (docs/demand.md)
import { z } from 'zod';
import { sessionDemandView } from '@/lib/demand';
import { demandCacheControl, getSessionDemand, getSessionDemandQuery } from '@/server/demand';
import { idParam, methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';

export const GET = route(
  {
    auth: PORTAL_ROLES,
    readsLoginItself: true,
    params: z.object({ sessionId: idParam }),
    query: getSessionDemandQuery,
    response: sessionDemandView,
  },
  async ({ ctx, params, query }) => {
    const demand = await getSessionDemand({ ctx, sessionId: params.sessionId, query });
    // The browser keeps the answer as long as the figure stays fresh, so a screen opened again asks nobody.
    return Response.json(demand, { headers: { 'cache-control': demandCacheControl({ demand, now: ctx.now }) } });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
