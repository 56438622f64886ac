// POST /api/admin/universities {universityName} – adds an entry to the universities list (409 when the name exists)
import { university } from '@/lib/reference';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';
import { createReference, referenceBody } from '@/server/reference';

export const POST = route({ auth: ADMIN, status: 201, body: referenceBody('universities'), response: university }, async ({ ctx, body }) =>
  createReference({ ctx, kind: 'universities', input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
