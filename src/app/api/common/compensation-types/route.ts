// GET /api/common/compensation-types – the compensation-types reference list
import { referenceList } from '@/lib/reference';
import { methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';
import { listReference } from '@/server/reference';

export const GET = route({ auth: PORTAL_ROLES, response: referenceList('compensation-types') }, async ({ ctx }) =>
  listReference({ ctx, kind: 'compensation-types' }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
