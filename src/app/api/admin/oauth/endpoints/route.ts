// GET /api/admin/oauth/endpoints – the internal endpoints a client may be permitted to call
import { listInternalEndpoints } from '@/server/oauth';
import { ADMIN, route } from '@/server/http';

export const GET = route({ auth: ADMIN }, async () => listInternalEndpoints());
