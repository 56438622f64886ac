// GET /api/auth/me – the current user: role, display name, company or student id, and who assumed it
import { me } from '@/lib/auth';
import { toMe } from '@/server/auth';
import { methodsNotAllowed, route, SIGNED_IN } from '@/server/http';

export const GET = route({ auth: SIGNED_IN, response: me }, async ({ ctx }) => toMe(ctx.actor));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
