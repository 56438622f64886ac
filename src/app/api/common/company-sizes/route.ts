// GET /api/common/company-sizes – the company-sizes reference list
import { referenceList } from '@/lib/reference';
import { methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';
import { listReference } from '@/server/reference';

export const GET = route({ auth: PORTAL_ROLES, response: referenceList('company-sizes') }, async ({ ctx }) =>
  listReference({ ctx, kind: 'company-sizes' }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
