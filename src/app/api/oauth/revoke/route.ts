// POST /api/oauth/revoke – RFC 7009 token revocation by the client that holds the token
import { revokeToken } from '@/server/oauth';
import { emptyAnswer, methodsNotAllowed, route } from '@/server/http';

export const POST = route({ auth: 'public', response: emptyAnswer }, async ({ ctx }) => revokeToken({ ctx, request: ctx.request }));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
