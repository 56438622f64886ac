// GET /api/common/opening-tags?sessionId – opening tags, or those used in one session
import { openingTagList } from '@/lib/reference';
import { methodsNotAllowed, PORTAL_ROLES, route } from '@/server/http';
import { listOpeningTags, listOpeningTagsQuery } from '@/server/reference';

export const GET = route({ auth: PORTAL_ROLES, query: listOpeningTagsQuery, response: openingTagList }, async ({ ctx, query }) =>
  listOpeningTags({ ctx, sessionId: query.sessionId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
