// GET /api/oauth/v1/profile – the signed-in person's profile for an OAuth client (bearer token, scope profile)
import { oauthProfile } from '@/lib/oauth';
import { bearer, getOAuthProfile } from '@/server/oauth';
import { methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: bearer({ scope: 'profile', holder: 'user' }), response: oauthProfile }, async ({ ctx, grant }) =>
  getOAuthProfile({ ctx, grant }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
