// GET /api/admin/oauth/endpoints – the internal endpoints a client may be permitted to call
import { internalEndpointList } from '@/lib/oauth';
import { listInternalEndpoints } from '@/server/oauth';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';

export const GET = route({ auth: ADMIN, response: internalEndpointList }, async () => listInternalEndpoints());

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
