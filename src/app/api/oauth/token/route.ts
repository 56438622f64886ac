// POST /api/oauth/token – RFC 6749 token endpoint: client_credentials, authorization_code (with PKCE) and refresh_token, form or JSON body, client auth by Basic or body
import { tokenAnswer } from '@/lib/oauth';
import { issueToken } from '@/server/oauth';
import { methodsNotAllowed, route } from '@/server/http';

// `public`: the wrapper reads no cookie and makes no same-origin check; the client authenticates itself,
// and the endpoint is called server to server from any origin.
export const POST = route({ auth: 'public', response: tokenAnswer }, async ({ ctx }) => issueToken({ ctx, request: ctx.request }));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
