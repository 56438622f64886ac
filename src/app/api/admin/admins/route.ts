// GET /api/admin/admins – the admins, paged; POST /api/admin/admins – make a platform user an admin (409 when already one)
import { adminList, adminRecord } from '@/lib/admins';
import { addAdmin, addAdminInput, listAdmins } from '@/server/admins';
import { ADMIN, methodsNotAllowed, paginationQuery, route } from '@/server/http';

export const GET = route({ auth: ADMIN, query: paginationQuery, response: adminList }, async ({ ctx, query }) =>
  listAdmins({ ctx, pagination: query }),
);

export const POST = route({ auth: ADMIN, status: 201, body: addAdminInput, response: adminRecord }, async ({ ctx, body }) =>
  addAdmin({ ctx, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
