// GET /api/oauth/v1/profile/chula – the university profile of a student or staff member (bearer token, scope profile)
import { getChulaProfile, withBearer } from '@/server/oauth';
import { methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: 'public' }, async ({ ctx }) => withBearer(ctx, { scope: 'profile', holder: 'user' }, (grant) => getChulaProfile(ctx.db, grant)));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
