// POST /api/admin/faculties {name} – adds an entry to the faculties list (409 when the name exists)
import { ADMIN, route } from '@/server/http';
import { createReference } from '@/server/reference';
import { referenceNameBody } from '@/server/reference/reference-body';

export const POST = route({ auth: ADMIN, status: 201, body: referenceNameBody }, async ({ ctx, body }) => createReference(ctx, 'faculties', body.name));
