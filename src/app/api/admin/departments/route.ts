// POST /api/admin/departments {name} – adds an entry to the departments list (409 when the name exists)
import { ADMIN, route } from '@/server/http';
import { createReference } from '@/server/reference';
import { referenceNameBody } from '@/server/reference/reference-body';

export const POST = route({ auth: ADMIN, status: 201, body: referenceNameBody }, async ({ ctx, body }) => createReference(ctx, 'departments', body.name));
