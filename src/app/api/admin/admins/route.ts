// GET /api/admin/admins – the admins, paged; POST /api/admin/admins – make a platform user an admin (409 when already one)
import { z } from 'zod';
import { addAdmin, listAdmins } from '@/server/admins';
import { ADMIN, methodsNotAllowed, paginationQuery, route } from '@/server/http';

export const GET = route({ auth: ADMIN, query: paginationQuery }, async ({ ctx, query }) => listAdmins(ctx, query));

export const POST = route(
  { auth: ADMIN, status: 201, body: z.object({ platformUid: z.string().trim().min(1).max(200), displayName: z.string().trim().min(1).max(200).optional() }) },
  async ({ ctx, body }) => addAdmin(ctx, body),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
