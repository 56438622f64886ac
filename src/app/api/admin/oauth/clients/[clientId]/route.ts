// GET /api/admin/oauth/clients/{clientId} – one client; PATCH /api/admin/oauth/clients/{clientId} – edit its scopes, grants, redirect URLs and internal endpoints; DELETE /api/admin/oauth/clients/{clientId} – delete it and its tokens
import { z } from 'zod';
import { messageAnswer } from '@/lib/contract';
import { oauthClientView } from '@/lib/oauth';
import { clientIdParam, clientUpdateBody, deleteClient, getClient, updateClient } from '@/server/oauth';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ clientId: clientIdParam });

export const GET = route({ auth: ADMIN, params, response: oauthClientView }, async ({ ctx, params }) =>
  getClient({ ctx, clientId: params.clientId }),
);

export const PATCH = route({ auth: ADMIN, params, body: clientUpdateBody, response: oauthClientView }, async ({ ctx, params, body }) =>
  updateClient({ ctx, clientId: params.clientId, input: body }),
);

export const DELETE = route({ auth: ADMIN, params, response: messageAnswer }, async ({ ctx, params }) =>
  deleteClient({ ctx, clientId: params.clientId }),
);

export const { POST, PUT, OPTIONS } = methodsNotAllowed(['GET', 'PATCH', 'DELETE']);
