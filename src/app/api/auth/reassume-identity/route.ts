// POST /api/auth/reassume-identity – an admin acting as someone else becomes the admin again
import { me } from '@/lib/auth';
import { reassumeIdentity } from '@/server/auth';
import { methodsNotAllowed, route, SIGNED_IN } from '@/server/http';

export const POST = route({ auth: SIGNED_IN, response: me }, async ({ ctx }) => {
  return reassumeIdentity({ ctx });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
