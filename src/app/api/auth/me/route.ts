// GET /api/auth/me – the current user: role, display name, company or student id, and who assumed it
import { toMe } from '@/server/auth';
import { SIGNED_IN, route } from '@/server/http';

export const GET = route({ auth: SIGNED_IN }, async ({ ctx }) => toMe(ctx.actor));
