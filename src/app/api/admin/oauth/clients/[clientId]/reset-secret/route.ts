// POST /api/admin/oauth/clients/{clientId}/reset-secret – issue a new secret (answered once); the old one stops working
import { z } from 'zod';
import { oauthClientWithSecret } from '@/lib/oauth';
import { clientIdParam, resetClientSecret } from '@/server/oauth';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ clientId: clientIdParam });

export const POST = route({ auth: ADMIN, params, response: oauthClientWithSecret }, async ({ ctx, params }) =>
  resetClientSecret({ ctx, clientId: params.clientId }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
