// GET /api/company/sessions/{sessionId}/offer-phase/students – the unmatched students still looking, to whom the company may send offers (paged, search by id or name)
import { z } from 'zod';
import { offerCandidateList } from '@/lib/offers';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';
import { listOfferCandidates, listOfferCandidatesQuery } from '@/server/offers';

export const GET = route(
  { auth: COMPANY_USER, params: z.object({ sessionId: idParam }), query: listOfferCandidatesQuery, response: offerCandidateList },
  async ({ ctx, params, query }) => listOfferCandidates({ ctx, sessionId: params.sessionId, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
