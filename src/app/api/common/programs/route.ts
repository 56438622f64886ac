// GET /api/common/programs – the programs reference list
import { referenceList } from '@/lib/reference';
import { methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';
import { listReference } from '@/server/reference';

export const GET = route({ auth: PORTAL_ROLES, response: referenceList('programs') }, async ({ ctx }) =>
  listReference({ ctx, kind: 'programs' }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
