// POST /api/admin/session-groups/{sessionGroupId}/openings/unpublish – unpublishs the chosen openings of the group ({ids}) or every one matching the list's filter ({allMatching}), all or nothing (409 naming the first opening whose status refuses); answers {count, ids}
import { z } from 'zod';
import { openingsBulkResult } from '@/lib/openings';
import { ADMIN, bulkSelectionBody, idParam, methodsNotAllowed, route } from '@/server/http';
import { changeOpeningsStatusAsAdmin, groupOpeningsQuery } from '@/server/openings';

const body = bulkSelectionBody(z.number().int().positive(), groupOpeningsQuery);

export const POST = route(
  { auth: ADMIN, params: z.object({ sessionGroupId: idParam }), body, response: openingsBulkResult },
  async ({ ctx, params, body }) =>
    changeOpeningsStatusAsAdmin({ ctx, sessionGroupId: params.sessionGroupId, selection: body, transition: 'unpublish' }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
