// PATCH /api/admin/programs/{id} {programName} – renames an entry of the programs list
import { z } from 'zod';
import { program } from '@/lib/reference';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { referenceBody, updateReference } from '@/server/reference';

export const PATCH = route(
  { auth: ADMIN, params: z.object({ id: idParam }), body: referenceBody('programs'), response: program },
  async ({ ctx, params, body }) => updateReference({ ctx, kind: 'programs', referenceId: params.id, input: body }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = methodsNotAllowed(['PATCH']);
