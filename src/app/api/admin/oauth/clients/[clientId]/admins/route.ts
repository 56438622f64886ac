// GET /api/admin/oauth/clients/{clientId}/admins?page,limit – the client's admins (a list with meta); POST /api/admin/oauth/clients/{clientId}/admins – grant a person admin of the client
import { z } from 'zod';
import { oauthClientAdminList, oauthClientAdminView } from '@/lib/oauth';
import { clientAdminBody, clientIdParam, grantClientAdmin, listClientAdmins } from '@/server/oauth';
import { ADMIN, methodsNotAllowed, paginationQuery, route } from '@/server/http';

const params = z.object({ clientId: clientIdParam });

export const GET = route({ auth: ADMIN, params, query: paginationQuery, response: oauthClientAdminList }, async ({ ctx, params, query }) =>
  listClientAdmins({ ctx, clientId: params.clientId, pagination: query }),
);

export const POST = route(
  { auth: ADMIN, params, body: clientAdminBody, status: 201, response: oauthClientAdminView },
  async ({ ctx, params, body }) => grantClientAdmin({ ctx, clientId: params.clientId, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
