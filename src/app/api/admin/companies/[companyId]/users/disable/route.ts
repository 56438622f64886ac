// POST /api/admin/companies/{companyId}/users/disable – disables the chosen users of the company ({ids}: platformUids) or all of them ({allMatching}), all or nothing; answers {count, ids}
import { bulkAnswer } from '@/lib/contract';
import { z } from 'zod';
import { setCompanyUsersActive } from '@/server/companies';
import { ADMIN, bulkSelectionBody, idParam, methodsNotAllowed, paginationQuery, route, textParam } from '@/server/http';

// The user list has no filter: allMatching is every user of the company (its query's page and limit are ignored).
const body = bulkSelectionBody(textParam, paginationQuery);

export const POST = route(
  { auth: ADMIN, params: z.object({ companyId: idParam }), body, response: bulkAnswer(textParam) },
  async ({ ctx, params, body }) => setCompanyUsersActive({ ctx, companyId: params.companyId, selection: body, isActive: false }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
