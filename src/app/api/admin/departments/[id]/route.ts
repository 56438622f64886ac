// PATCH /api/admin/departments/{id} {departmentName} – renames an entry of the departments list
import { z } from 'zod';
import { department } from '@/lib/reference';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { referenceBody, updateReference } from '@/server/reference';

export const PATCH = route(
  { auth: ADMIN, params: z.object({ id: idParam }), body: referenceBody('departments'), response: department },
  async ({ ctx, params, body }) => updateReference({ ctx, kind: 'departments', referenceId: params.id, input: body }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = methodsNotAllowed(['PATCH']);
