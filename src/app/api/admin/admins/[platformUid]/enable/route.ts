// POST /api/admin/admins/{platformUid}/enable – enables an admin
import { z } from 'zod';
import { adminRecord } from '@/lib/admins';
import { setAdminActive } from '@/server/admins';
import { ADMIN, methodsNotAllowed, route, textParam } from '@/server/http';

export const POST = route({ auth: ADMIN, params: z.object({ platformUid: textParam }), response: adminRecord }, async ({ ctx, params }) =>
  setAdminActive({ ctx, platformUid: params.platformUid, isActive: true }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
