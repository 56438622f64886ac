// GET /api/common/company-types – the company-types reference list
import { referenceList } from '@/lib/reference';
import { methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';
import { listReference } from '@/server/reference';

export const GET = route({ auth: PORTAL_ROLES, response: referenceList('company-types') }, async ({ ctx }) =>
  listReference({ ctx, kind: 'company-types' }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
