// GET /api/admin/oauth/providers/{providerId}/clients – the provider's clients, paged; POST /api/admin/oauth/providers/{providerId}/clients – create a client (its secret is answered once)
import { z } from 'zod';
import { oauthClientList, oauthClientWithSecret } from '@/lib/oauth';
import { createClient, listClients, newClientBody } from '@/server/oauth';
import { ADMIN, idParam, methodsNotAllowed, paginationQuery, route } from '@/server/http';

const params = z.object({ providerId: idParam });

export const GET = route({ auth: ADMIN, params, query: paginationQuery, response: oauthClientList }, async ({ ctx, params, query }) =>
  listClients({ ctx, providerId: params.providerId, pagination: query }),
);

export const POST = route(
  { auth: ADMIN, params, body: newClientBody, status: 201, response: oauthClientWithSecret },
  async ({ ctx, params, body }) => createClient({ ctx, providerId: params.providerId, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
