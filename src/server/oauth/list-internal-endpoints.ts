import { INTERNAL_ENDPOINTS, type InternalEndpointList } from '@/lib/oauth';

/** GET /api/admin/oauth/endpoints: the internal endpoints a client may be permitted, with the scope each needs. */
export function listInternalEndpoints(): InternalEndpointList {
  return { items: INTERNAL_ENDPOINTS.map((item) => ({ ...item })) };
}
