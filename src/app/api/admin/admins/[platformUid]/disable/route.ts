// POST /api/admin/admins/{platformUid}/disable – disables an admin and ends their logins
import { z } from 'zod';
import { adminRecord } from '@/lib/admins';
import { setAdminActive } from '@/server/admins';
import { ADMIN, methodsNotAllowed, route, textParam } from '@/server/http';

export const POST = route({ auth: ADMIN, params: z.object({ platformUid: textParam }), response: adminRecord }, async ({ ctx, params }) =>
  setAdminActive({ ctx, platformUid: params.platformUid, isActive: false }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
