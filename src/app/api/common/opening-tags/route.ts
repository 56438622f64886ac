// GET /api/common/opening-tags?sessionId – opening tags, or those used in one session
import { z } from 'zod';
import { openingTagList } from '@/lib/reference';
import { integerQuery, methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';
import { listOpeningTags } from '@/server/reference';

export const GET = route(
  { auth: PORTAL_ROLES, query: z.object({ sessionId: integerQuery.optional() }), response: openingTagList },
  async ({ ctx, query }) => listOpeningTags({ ctx, sessionId: query.sessionId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
