// GET /api/admin/sessions/{sessionId}/agreements – every placement of the session with its agreement (paged; filter by state, company; search by student, opening or company)
import { z } from 'zod';
import { agreementList } from '@/lib/agreements';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { listAgreements, listAgreementsQuery } from '@/server/agreements';

export const GET = route(
  { auth: ADMIN, params: z.object({ sessionId: idParam }), query: listAgreementsQuery, response: agreementList },
  async ({ ctx, params, query }) => listAgreements({ ctx, sessionId: params.sessionId, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
