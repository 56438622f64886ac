// PATCH /api/admin/departments/{id} {departmentName} – renames an entry of the departments list; DELETE /api/admin/departments/{id} – removes an entry no student uses (409, suggesting to hide it, when one does)
import { z } from 'zod';
import { department } from '@/lib/reference';
import { messageAnswer } from '@/lib/contract';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { deleteReference, referenceBody, updateReference } from '@/server/reference';

export const PATCH = route(
  { auth: ADMIN, params: z.object({ id: idParam }), body: referenceBody('departments'), response: department },
  async ({ ctx, params, body }) => updateReference({ ctx, kind: 'departments', referenceId: params.id, input: body }),
);

export const DELETE = route({ auth: ADMIN, params: z.object({ id: idParam }), response: messageAnswer }, async ({ ctx, params }) =>
  deleteReference({ ctx, kind: 'departments', referenceId: params.id }),
);

export const { GET, HEAD, POST, PUT, OPTIONS } = methodsNotAllowed(['PATCH', 'DELETE']);
