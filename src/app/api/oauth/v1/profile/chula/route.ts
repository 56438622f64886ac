// GET /api/oauth/v1/profile/chula – the university profile of a student or staff member (bearer token, scope profile)
import { chulaProfile } from '@/lib/oauth';
import { bearer, getChulaProfile } from '@/server/oauth';
import { methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: bearer({ scope: 'profile', holder: 'user' }), response: chulaProfile }, async ({ ctx, grant }) =>
  getChulaProfile({ ctx, grant }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
