// GET /api/common/compensation-types – the compensation-types reference list
import { PORTAL_ROLES, route } from '@/server/http';
import { listReference } from '@/server/reference';

export const GET = route({ auth: PORTAL_ROLES }, async ({ ctx }) => listReference(ctx, 'compensation-types'));
