// POST /api/company/openings/publish – publish several drafts at once ({openingIds}, or {allMatching}: the drafts among the group list's matches), all or nothing (deadline and opening ratio checked)
import { publishedInBulk } from '@/lib/openings';
import { COMPANY_USER, methodsNotAllowed, route } from '@/server/http';
import { publishOpeningsInBulk, publishOpeningsInBulkBody } from '@/server/openings';

export const POST = route({ auth: COMPANY_USER, body: publishOpeningsInBulkBody, response: publishedInBulk }, async ({ ctx, body }) =>
  publishOpeningsInBulk({ ctx, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
