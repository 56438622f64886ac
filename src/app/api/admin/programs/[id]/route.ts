// PATCH /api/admin/programs/{id} {programName} – renames an entry of the programs list; DELETE /api/admin/programs/{id} – removes an entry no student uses (409, suggesting to hide it, when one does)
import { z } from 'zod';
import { program } from '@/lib/reference';
import { messageAnswer } from '@/lib/contract';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { deleteReference, referenceBody, updateReference } from '@/server/reference';

export const PATCH = route(
  { auth: ADMIN, params: z.object({ id: idParam }), body: referenceBody('programs'), response: program },
  async ({ ctx, params, body }) => updateReference({ ctx, kind: 'programs', referenceId: params.id, input: body }),
);

export const DELETE = route({ auth: ADMIN, params: z.object({ id: idParam }), response: messageAnswer }, async ({ ctx, params }) =>
  deleteReference({ ctx, kind: 'programs', referenceId: params.id }),
);

export const { GET, HEAD, POST, PUT, OPTIONS } = methodsNotAllowed(['PATCH', 'DELETE']);
