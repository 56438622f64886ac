// PATCH /api/admin/departments/{id} {name} – renames an entry of the departments list
import { z } from 'zod';
import { ADMIN, idParam, route } from '@/server/http';
import { updateReference } from '@/server/reference';
import { referenceNameBody } from '@/server/reference/reference-body';

export const PATCH = route({ auth: ADMIN, params: z.object({ id: idParam }), body: referenceNameBody }, async ({ ctx, params, body }) =>
  updateReference(ctx, 'departments', params.id, body.name),
);
