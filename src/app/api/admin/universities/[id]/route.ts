// PATCH /api/admin/universities/{id} {name} – renames an entry of the universities list
import { z } from 'zod';
import { ADMIN, idParam, route } from '@/server/http';
import { updateReference } from '@/server/reference';
import { referenceNameBody } from '@/server/reference/reference-body';

export const PATCH = route({ auth: ADMIN, params: z.object({ id: idParam }), body: referenceNameBody }, async ({ ctx, params, body }) =>
  updateReference(ctx, 'universities', params.id, body.name),
);
