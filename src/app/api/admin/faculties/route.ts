// POST /api/admin/faculties {facultyName} – adds an entry to the faculties list (409 when the name exists)
import { faculty } from '@/lib/reference';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';
import { createReference, referenceBody } from '@/server/reference';

export const POST = route({ auth: ADMIN, status: 201, body: referenceBody('faculties'), response: faculty }, async ({ ctx, body }) =>
  createReference({ ctx, kind: 'faculties', input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
