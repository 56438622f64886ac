// POST /api/oauth/revoke – RFC 7009 token revocation by the client that holds the token
import { revokeToken } from '@/server/oauth';
import { methodsNotAllowed, route } from '@/server/http';

export const POST = route({ auth: 'public' }, async ({ ctx }) => revokeToken({ ctx, request: ctx.request }));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
