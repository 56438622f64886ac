// POST /api/admin/departments {departmentName} – adds an entry to the departments list (409 when the name exists)
import { department } from '@/lib/reference';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';
import { createReference, referenceBody } from '@/server/reference';

export const POST = route({ auth: ADMIN, status: 201, body: referenceBody('departments'), response: department }, async ({ ctx, body }) =>
  createReference({ ctx, kind: 'departments', input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
