// POST /api/idp/request – check an authorization request (client, exact redirect URI, scope, PKCE) for the signed-in person and keep it for consent
import { authorizationRequestView } from '@/lib/oauth';
import { authorizationRequestBody, createAuthorizationRequest } from '@/server/oauth';
import { methodsNotAllowed, route, SIGNED_IN } from '@/server/http';

export const POST = route(
  { auth: SIGNED_IN, body: authorizationRequestBody, status: 201, response: authorizationRequestView },
  async ({ ctx, body }) => createAuthorizationRequest({ ctx, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
