// GET /api/admin/openings/{openingId}/interview-slots – any opening's interview slots of a round (?round) with who booked and who has not; POST /api/admin/openings/{openingId}/interview-slots – publishes a slot for the company (audited)
import { z } from 'zod';
import { companyInterviewSlot, openingInterviews } from '@/lib/interviews';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';
import { createInterviewSlot, createInterviewSlotInput, listOpeningInterviews, listOpeningInterviewsQuery } from '@/server/interviews';

const params = z.object({ openingId: idParam });

export const GET = route(
  { auth: ADMIN, params, query: listOpeningInterviewsQuery, response: openingInterviews },
  async ({ ctx, params, query }) => listOpeningInterviews({ ctx, openingId: params.openingId, query }),
);

export const POST = route(
  { auth: ADMIN, status: 201, params, body: createInterviewSlotInput, response: companyInterviewSlot },
  async ({ ctx, params, body }) => createInterviewSlot({ ctx, openingId: params.openingId, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
