// GET /api/common/universities – the universities reference list
import { referenceList } from '@/lib/reference';
import { methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';
import { listReference } from '@/server/reference';

export const GET = route({ auth: PORTAL_ROLES, response: referenceList('universities') }, async ({ ctx }) =>
  listReference({ ctx, kind: 'universities' }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
