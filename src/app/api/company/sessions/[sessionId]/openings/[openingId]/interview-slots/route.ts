// GET /api/company/sessions/{sessionId}/openings/{openingId}/interview-slots – the opening's interview slots of a round (?round, the current one by default) with who booked and who has not; POST /api/company/sessions/{sessionId}/openings/{openingId}/interview-slots – publishes a slot in the current round {startsAt, lengthMinutes, locationKind, location, capacity, bookingCutoffAt?, invitedStudentIds?, note?}
import { z } from 'zod';
import { companyInterviewSlot, openingInterviews } from '@/lib/interviews';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';
import { createInterviewSlot, createInterviewSlotInput, listOpeningInterviews, listOpeningInterviewsQuery } from '@/server/interviews';

const params = z.object({ sessionId: idParam, openingId: idParam });

export const GET = route(
  { auth: COMPANY_USER, params, query: listOpeningInterviewsQuery, response: openingInterviews },
  async ({ ctx, params, query }) => listOpeningInterviews({ ctx, ...params, query }),
);

export const POST = route(
  { auth: COMPANY_USER, status: 201, params, body: createInterviewSlotInput, response: companyInterviewSlot },
  async ({ ctx, params, body }) => createInterviewSlot({ ctx, ...params, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
