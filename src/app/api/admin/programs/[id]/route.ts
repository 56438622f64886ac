// PATCH /api/admin/programs/{id} {name} – renames an entry of the programs list
import { z } from 'zod';
import { ADMIN, idParam, route } from '@/server/http';
import { updateReference } from '@/server/reference';
import { referenceNameBody } from '@/server/reference/reference-body';

export const PATCH = route({ auth: ADMIN, params: z.object({ id: idParam }), body: referenceNameBody }, async ({ ctx, params, body }) =>
  updateReference(ctx, 'programs', params.id, body.name),
);
