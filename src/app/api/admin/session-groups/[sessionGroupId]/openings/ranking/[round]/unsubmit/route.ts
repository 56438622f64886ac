// POST /api/admin/session-groups/{sessionGroupId}/openings/ranking/{round}/unsubmit – unsubmits the company rankings of the chosen openings of the group ({ids}) or of every opening matching the list's filter ({allMatching}), all or nothing; answers {count, ids}
import { z } from 'zod';
import { openingsBulkResult } from '@/lib/openings';
import { unsubmitCompanyRankingsAsAdmin } from '@/server/company-rankings';
import { ADMIN, bulkSelectionBody, idParam, methodsNotAllowed, route } from '@/server/http';
import { groupOpeningsQuery } from '@/server/openings';

const params = z.object({ sessionGroupId: idParam, round: idParam });

export const POST = route(
  { auth: ADMIN, params, body: bulkSelectionBody(z.number().int().positive(), groupOpeningsQuery), response: openingsBulkResult },
  async ({ ctx, params, body }) =>
    unsubmitCompanyRankingsAsAdmin({ ctx, sessionGroupId: params.sessionGroupId, round: params.round, selection: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
