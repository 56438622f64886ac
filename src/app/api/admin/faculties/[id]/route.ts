// PATCH /api/admin/faculties/{id} {facultyName} – renames an entry of the faculties list; DELETE /api/admin/faculties/{id} – removes an entry no student uses (409, suggesting to hide it, when one does)
import { z } from 'zod';
import { faculty } from '@/lib/reference';
import { messageAnswer } from '@/lib/contract';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { deleteReference, referenceBody, updateReference } from '@/server/reference';

export const PATCH = route(
  { auth: ADMIN, params: z.object({ id: idParam }), body: referenceBody('faculties'), response: faculty },
  async ({ ctx, params, body }) => updateReference({ ctx, kind: 'faculties', referenceId: params.id, input: body }),
);

export const DELETE = route({ auth: ADMIN, params: z.object({ id: idParam }), response: messageAnswer }, async ({ ctx, params }) =>
  deleteReference({ ctx, kind: 'faculties', referenceId: params.id }),
);

export const { GET, HEAD, POST, PUT, OPTIONS } = methodsNotAllowed(['PATCH', 'DELETE']);
