// PATCH /api/company/interview-slots/{interviewSlotId} – changes one of the company's slots (any of the create fields); DELETE /api/company/interview-slots/{interviewSlotId} – cancels it, its bookings are freed and their students told
import { z } from 'zod';
import { companyInterviewSlot } from '@/lib/interviews';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';
import { cancelInterviewSlot, updateInterviewSlot, updateInterviewSlotInput } from '@/server/interviews';

const params = z.object({ interviewSlotId: idParam });

export const PATCH = route(
  { auth: COMPANY_USER, params, body: updateInterviewSlotInput, response: companyInterviewSlot },
  async ({ ctx, params, body }) => updateInterviewSlot({ ctx, slotId: params.interviewSlotId, input: body }),
);

export const DELETE = route({ auth: COMPANY_USER, params, response: companyInterviewSlot }, async ({ ctx, params }) =>
  cancelInterviewSlot({ ctx, slotId: params.interviewSlotId }),
);

export const { GET, HEAD, POST, PUT, OPTIONS } = methodsNotAllowed(['PATCH', 'DELETE']);
