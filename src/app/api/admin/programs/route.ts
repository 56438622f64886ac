// POST /api/admin/programs {programName} – adds an entry to the programs list (409 when the name exists)
import { program } from '@/lib/reference';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';
import { createReference, referenceBody } from '@/server/reference';

export const POST = route({ auth: ADMIN, status: 201, body: referenceBody('programs'), response: program }, async ({ ctx, body }) =>
  createReference({ ctx, kind: 'programs', input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
