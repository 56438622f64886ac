import { INTERNAL_ENDPOINTS } from '@/lib/oauth';

/** GET /api/admin/oauth/endpoints: the internal endpoints a client may be permitted, with the scope each needs. */
export function listInternalEndpoints(): { items: (typeof INTERNAL_ENDPOINTS)[number][] } {
  return { items: INTERNAL_ENDPOINTS.map((item) => ({ ...item })) };
}
