// PATCH /api/admin/faculties/{id} {facultyName} – renames an entry of the faculties list
import { z } from 'zod';
import { faculty } from '@/lib/reference';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { referenceBody, updateReference } from '@/server/reference';

export const PATCH = route(
  { auth: ADMIN, params: z.object({ id: idParam }), body: referenceBody('faculties'), response: faculty },
  async ({ ctx, params, body }) => updateReference({ ctx, kind: 'faculties', referenceId: params.id, input: body }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = methodsNotAllowed(['PATCH']);
