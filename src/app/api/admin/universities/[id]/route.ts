// PATCH /api/admin/universities/{id} {universityName} – renames an entry of the universities list
import { z } from 'zod';
import { university } from '@/lib/reference';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { referenceBody, updateReference } from '@/server/reference';

export const PATCH = route(
  { auth: ADMIN, params: z.object({ id: idParam }), body: referenceBody('universities'), response: university },
  async ({ ctx, params, body }) => updateReference({ ctx, kind: 'universities', referenceId: params.id, input: body }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = methodsNotAllowed(['PATCH']);
