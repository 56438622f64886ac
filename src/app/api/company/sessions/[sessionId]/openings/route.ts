// GET /api/company/sessions/{sessionId}/openings – the company's openings in a session, paged; POST /api/company/sessions/{sessionId}/openings – create a draft opening (until the opening submission deadline)
import { z } from 'zod';
import { companyOpeningPage, companyOpeningView } from '@/lib/openings';
import { COMPANY_USER, idParam, methodsNotAllowed, paginationQuery, route } from '@/server/http';
import { createCompanyOpening, createOpeningInput, listCompanySessionOpenings } from '@/server/openings';

const params = z.object({ sessionId: idParam });

export const GET = route(
  { auth: COMPANY_USER, params, query: paginationQuery, response: companyOpeningPage },
  async ({ ctx, params, query }) => listCompanySessionOpenings({ ctx, sessionId: params.sessionId, pagination: query }),
);

export const POST = route(
  { auth: COMPANY_USER, status: 201, params, body: createOpeningInput, response: companyOpeningView },
  async ({ ctx, params, body }) => createCompanyOpening({ ctx, sessionId: params.sessionId, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
